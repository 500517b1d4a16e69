/**
 * The HTML a rich text (an ad's or a job's description, an information or safety page) may keep,
 * wherever it is sanitized: on the server by sanitize-html (`@souq/contracts/sanitize-on-server`),
 * in the browser by DOMPurify (apps/web `shared/lib/html-policy-dompurify.ts`), so that a text
 * reads the same whoever rendered it. Formatting, headings, lists, tables, links and pictures;
 * scripts, event handlers, frames, forms, styles and links to other schemes (`javascript:`) go.
 */
export const HTML_POLICY = {
  tags: [
    ...['address', 'article', 'aside', 'footer', 'header', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    ...['hgroup', 'main', 'nav', 'section', 'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption'],
    ...['figure', 'hr', 'li', 'menu', 'ol', 'p', 'pre', 'ul', 'a', 'abbr', 'b', 'bdi', 'bdo', 'br'],
    ...['cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 'rb', 'rp', 'rt', 'rtc'],
    ...['ruby', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr'],
    ...['caption', 'col', 'colgroup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'img'],
  ],
  /** The attributes each tag keeps; other tags keep none. */
  attributes: {
    a: ['href', 'name', 'target'],
    img: ['src', 'alt', 'width', 'height'],
  } as Readonly<Record<string, readonly string[]>>,
  /** The schemes a link or a picture may use; a relative address is kept too. */
  schemes: ['http', 'https', 'ftp', 'mailto', 'tel'],
} as const;
