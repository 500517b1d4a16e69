import { useEffect, useMemo, useState } from 'react';
import { loadPolicySanitizer, type Sanitizer } from './html-policy-dompurify';

let serverSanitizer: Sanitizer | undefined;
let browserSanitizer: Sanitizer | undefined;
let hydrating = false;

/**
 * Whether React is hydrating the server's page (app/start.tsx): the descriptions it shows
 * arrived sanitized by the server, and stay as they are.
 */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/** The server build has no DOM for DOMPurify: it gives its own sanitizer (entry-server.tsx). */
export function setServerSanitizer(sanitize: Sanitizer): void {
  serverSanitizer = sanitize;
}

/**
 * Server HTML made inert (what `HTML_POLICY` of @souq/contracts allows): on the server at once;
 * in the browser once its sanitizer has loaded (`settled`), '' until then. The browser's
 * sanitizer is fetched when it first renders a description itself, not with every page.
 * Until it has settled, whether there is a text at all is judged from the HTML as it came, on
 * the server too, so that hydration finds the same elements. HTML that the server's page
 * brought (mounted while hydrating, unchanged since) is never sanitized again: it stays '', and
 * React leaves the element's server `innerHTML` as it is.
 */
export function useSanitizedHtml(html: string): { clean: string; settled: boolean } {
  const [serverHtml] = useState(() => (hydrating ? html : undefined));
  const fromServer = serverHtml === html;
  const [ready, setReady] = useState(browserSanitizer !== undefined);
  useEffect(() => {
    if (ready || fromServer) return;
    let current = true;
    loadPolicySanitizer().then(
      (sanitize) => {
        browserSanitizer = sanitize;
        if (current) setReady(true);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [ready, fromServer]);
  return useMemo(() => {
    if (typeof window === 'undefined') {
      return { clean: (serverSanitizer?.(html) ?? '').trim(), settled: false };
    }
    const clean = ready && !fromServer ? browserSanitizer?.(html).trim() : undefined;
    return { clean: clean ?? '', settled: clean !== undefined };
  }, [html, ready, fromServer]);
}
