import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Helmet's headers, the same for every answer: its policy has no per-request part (no nonce). */
const setHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'connect-src': ["'self'"],
      // Served over plain HTTP on a LAN too: upgrading would break every asset there.
      'upgrade-insecure-requests': null,
    },
  },
});

/** The headers helmet sets, read once from a response that is never sent. */
function helmetHeaders(): [string, string][] {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  setHeaders(request, response, () => undefined);
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
}

/**
 * Helmet's security headers on every answer. They are made once: helmet builds its content
 * security policy anew for each response (docs/decisions/0006-security-headers.md), and
 * @fastify/helmet also parses the policy each time.
 */
export const securityHeadersPlugin = fp(async (app) => {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});
