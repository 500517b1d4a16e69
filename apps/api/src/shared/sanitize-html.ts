import sanitize from 'sanitize-html';

/**
 * Rich text the server keeps or shows as HTML (the safety pages staff edit, the ads of the
 * moderators' queue): the allow-list of the web's server-side sanitizer
 * (apps/web/src/server/sanitize-on-server.ts), sanitize-html's formatting, lists, tables and
 * http(s), mail and phone links plus pictures; scripts, handlers, frames, styles and
 * `javascript:` links go.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [...sanitize.defaults.allowedTags, 'img'],
    allowedAttributes: {
      ...sanitize.defaults.allowedAttributes,
      img: ['src', 'alt', 'width', 'height'],
    },
  });
}
