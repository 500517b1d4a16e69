import { useTranslation } from '../../../shared/i18n/use-translation';
import { HtmlDescription } from '../../../shared/ui/html-description';

/** The offer's HTML description, sanitized, or 'no description available' (spec 2). */
export function JobDescription({ html }: { html: string }) {
  const { t } = useTranslation();
  return (
    <HtmlDescription
      id="job-description"
      heading={t('jobs.description')}
      empty={t('jobs.noDescription')}
      html={html}
    />
  );
}
