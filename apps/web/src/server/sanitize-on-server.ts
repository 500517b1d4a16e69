import sanitize from 'sanitize-html';

/**
 * What a server-rendered page shows of a description: sanitize-html's allow-list (formatting,
 * lists, tables, links to http(s), mail and phone) plus pictures, close to DOMPurify's HTML
 * profile that the browser applies; scripts, handlers, frames and `javascript:` links go.
 */
export function sanitizeOnServer(html: string): string {
  return sanitize(html, {
    allowedTags: [...sanitize.defaults.allowedTags, 'img'],
    allowedAttributes: {
      ...sanitize.defaults.allowedAttributes,
      img: ['src', 'alt', 'width', 'height'],
    },
  });
}
