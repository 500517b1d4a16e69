import sanitize from 'sanitize-html';
import { HTML_POLICY } from './html-policy.ts';

/**
 * Rich text made safe where there is no DOM (the API, the web app's server render): what
 * `HTML_POLICY` allows, nothing else. Kept out of the package's index so that the browser's
 * bundle never carries sanitize-html.
 */
export function sanitizeOnServer(html: string): string {
  return sanitize(html, {
    allowedTags: [...HTML_POLICY.tags],
    allowedAttributes: Object.fromEntries(
      Object.entries(HTML_POLICY.attributes).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: [...HTML_POLICY.schemes],
  });
}
