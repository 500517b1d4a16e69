import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Server HTML made inert: scripts, event handlers and `javascript:` links are removed. */
export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }).trim();
}

/** The ad's rich description (spec 2), or the no-description message when it has none. */
export function AdDescription({ html }: { html: string }) {
  const { t } = useTranslation();
  const clean = useMemo(() => sanitizeDescription(html), [html]);
  return (
    <section aria-labelledby="ad-description" className="space-y-2">
      <h2 id="ad-description" className="text-lg font-semibold text-slate-900">
        {t('adDetail.description')}
      </h2>
      {clean === '' ? (
        <p className="text-slate-600">{t('adDetail.noDescription')}</p>
      ) : (
        <div
          className="space-y-2 break-words text-slate-800 [&_a]:text-teal-800 [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-5 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:ps-5"
          dangerouslySetInnerHTML={{ __html: clean }}
        />
      )}
    </section>
  );
}
