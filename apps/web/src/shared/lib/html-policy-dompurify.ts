import { HTML_POLICY } from '@souq/contracts';

export type Sanitizer = (html: string) => string;

let loading: Promise<Sanitizer> | undefined;

/**
 * The browser's sanitizer, DOMPurify, held to `HTML_POLICY` (@souq/contracts) as the server's is:
 * the same tags, each tag's own attributes only, the same link schemes. Fetched on first use,
 * not with every page; a failed download is tried again by the next call.
 */
export function loadPolicySanitizer(): Promise<Sanitizer> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => {
      // DOMPurify's own pattern of allowed link addresses, with the policy's schemes. Made here,
      // not as the module loads: this module's chunk may be evaluated before the contracts'.
      const allowedUri = new RegExp(
        `^(?:(?:${HTML_POLICY.schemes.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`,
        'i',
      );
      purify.addHook('uponSanitizeAttribute', (node, data) => {
        const allowed = HTML_POLICY.attributes[node.nodeName.toLowerCase()] ?? [];
        if (!allowed.includes(data.attrName)) data.keepAttr = false;
      });
      const attributes = [...new Set(Object.values(HTML_POLICY.attributes).flat())];
      return (html: string) =>
        purify.sanitize(html, {
          ALLOWED_TAGS: [...HTML_POLICY.tags],
          ALLOWED_ATTR: attributes,
          ALLOWED_URI_REGEXP: allowedUri,
        });
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
