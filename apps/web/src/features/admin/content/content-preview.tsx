import type { Lang } from '@souq/contracts';
import { useDeferredValue } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePreviewHtml } from './preview-sanitizer';

/** What readers will see of a language's title and body, sanitized as the pages do. */
export function ContentPreview({
  language,
  title,
  html,
}: {
  language: Lang;
  title: string;
  html: string;
}) {
  const { t } = useTranslation();
  const clean = usePreviewHtml(useDeferredValue(html));
  return (
    <section
      aria-label={t('admin.content.preview', {
        language: t(`admin.content.languages.${language}`),
      })}
      className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t(`admin.content.languages.${language}`)}
      </p>
      <div lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
        <p className="mb-3 text-xl font-bold text-slate-900">{title}</p>
        <div
          className="space-y-4 leading-relaxed break-words text-slate-800 [&_a]:text-teal-800 [&_a]:underline [&_h2]:pt-2 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:font-bold [&_h3]:text-slate-900 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:ps-6"
          dangerouslySetInnerHTML={{ __html: clean }}
        />
      </div>
    </section>
  );
}

type Shown = { title: string; html: string };

/** Both languages' previews side by side (one above the other on a phone). */
export function BothPreviews({ en, ar }: { en: Shown; ar: Shown }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ContentPreview language="en" title={en.title} html={en.html} />
      <ContentPreview language="ar" title={ar.title} html={ar.html} />
    </div>
  );
}
