import { useEffect, useMemo, useState } from 'react';

type Sanitizer = (html: string) => string;

let serverSanitizer: Sanitizer | undefined;
let browserSanitizer: Sanitizer | undefined;
let loading: Promise<void> | undefined;
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
 * DOMPurify, fetched when the browser first renders a description itself rather than with every
 * page: a page the server rendered shows its descriptions already sanitized.
 */
function loadBrowserSanitizer(): Promise<void> {
  loading ??= import('dompurify').then(
    ({ default: DOMPurify }) => {
      browserSanitizer = (html) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
    },
    (error: unknown) => {
      // A failed download (a dropped connection) is tried again by the next description.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Server HTML made inert (scripts, event handlers and `javascript:` links removed): on the
 * server at once; in the browser once its sanitizer has loaded (`settled`), '' until then.
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
    loadBrowserSanitizer().then(
      () => {
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
