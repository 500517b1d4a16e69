import { isIP } from 'node:net';

/**
 * Whether a subscription's endpoint is one a browser's push service gives: https, on a named
 * host that is not this machine's or the local network's. The server posts every push to it,
 * so anything else would let a user have the server post to an address they chose (an internal
 * one). Tests, whose push service is a local server, allow any (`anyPushEndpoint`).
 */
export function isPushServiceEndpoint(endpoint: string): boolean {
  const { protocol, hostname } = new URL(endpoint);
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    protocol === 'https:' &&
    host.includes('.') &&
    isIP(host) === 0 &&
    !['.localhost', '.local', '.internal', '.lan', '.home.arpa'].some((end) =>
      `.${host}`.endsWith(end),
    )
  );
}
