import type { Lang } from '@souq/contracts';
import { useSanitizedHtml } from '../lib/sanitize-html';

type HtmlDescriptionProps = {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  /** Shown when the description is empty once sanitized. */
  empty: string;
  /** Rich text from the server: sanitized before it is rendered. */
  html: string;
  /** The language it is written in, when it may differ from the page's (a seller's ad). */
  lang?: Lang;
};

/**
 * A description section (ads, job offers): the server's HTML made inert, or the empty message.
 * While the sanitizer loads (`useSanitizedHtml`) the text's element stays as it is: empty, or
 * during hydration the server's sanitized HTML.
 */
export function HtmlDescription({ id, heading, empty, html, lang }: HtmlDescriptionProps) {
  const { clean, settled } = useSanitizedHtml(html);
  const isEmpty = html.trim() === '' || (settled && clean === '');
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {isEmpty ? (
        <p className="text-slate-600">{empty}</p>
      ) : (
        <div
          lang={lang}
          dir="auto"
          className="space-y-2 break-words text-slate-800 [&_a]:text-teal-800 [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-5 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:ps-5"
          dangerouslySetInnerHTML={{ __html: clean }}
        />
      )}
    </section>
  );
}
