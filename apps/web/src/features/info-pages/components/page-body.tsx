import { useSanitizedHtml } from '../../../shared/lib/sanitize-html';

/** A content page's HTML, sanitized (shown once its sanitizer has loaded), with headings, lists and links styled. */
export function PageBody({ html }: { html: string }) {
  const { clean } = useSanitizedHtml(html);
  return (
    <div
      className="space-y-4 leading-relaxed break-words text-slate-800 [&_a]:text-teal-800 [&_a]:underline [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-slate-900 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:ps-6"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
