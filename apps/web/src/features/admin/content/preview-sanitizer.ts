import { useEffect, useState } from 'react';

/**
 * The tags the server keeps in a safety page's body: sanitize-html's defaults and pictures
 * (apps/api shared/sanitize-html.ts, the same list as src/server/sanitize-on-server.ts).
 */
export const SERVER_TAGS = [
  ...['address', 'article', 'aside', 'footer', 'header', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['hgroup', 'main', 'nav', 'section', 'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption'],
  ...['figure', 'hr', 'li', 'menu', 'ol', 'p', 'pre', 'ul', 'a', 'abbr', 'b', 'bdi', 'bdo', 'br'],
  ...['cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 'rb', 'rp', 'rt', 'rtc'],
  ...['ruby', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr'],
  ...['caption', 'col', 'colgroup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'img'],
];

/** The attributes it keeps: links' and pictures'. */
const SERVER_ATTRIBUTES = ['href', 'name', 'target', 'src', 'alt', 'width', 'height'];

type Sanitize = (html: string) => string;
let loading: Promise<Sanitize> | undefined;

function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(
    ({ default: DOMPurify }) =>
      (html: string) =>
        DOMPurify.sanitize(html, { ALLOWED_TAGS: SERVER_TAGS, ALLOWED_ATTR: SERVER_ATTRIBUTES }),
  );
  return loading;
}

/**
 * A body as the server will keep it, for the preview: DOMPurify held to the server's tags and
 * attributes, so what the preview shows is what readers get. '' until the sanitizer has loaded.
 */
export function usePreviewHtml(html: string): string {
  const [sanitize, setSanitize] = useState<Sanitize | null>(null);
  useEffect(() => {
    let current = true;
    void loadSanitizer().then((loaded) => {
      if (current) setSanitize(() => loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return sanitize === null ? '' : sanitize(html);
}
