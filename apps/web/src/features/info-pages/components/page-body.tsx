import { useSanitizedHtml } from '../../../shared/lib/sanitize-html';

/**
 * A content page's HTML, sanitized (shown once its sanitizer has loaded), with headings (from
 * `<h2>` down: the server puts them under the page's title), lists and links styled.
 */
export function PageBody({ html }: { html: string }) {
  const { clean } = useSanitizedHtml(html);
  return (
    <div
      className="space-y-4 leading-relaxed break-words text-slate-800 [&_a]:text-teal-800 [&_a]:underline [&_h2]:pt-2 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:font-bold [&_h3]:text-slate-900 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:ps-6"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
