import type { Lang } from '@souq/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { HtmlDescription } from '../../../shared/ui/html-description';

/** The ad's rich description (spec 2), or the no-description message when it has none. */
export function AdDescription({ html, lang }: { html: string; lang?: Lang }) {
  const { t } = useTranslation();
  return (
    <HtmlDescription
      id="ad-description"
      heading={t('adDetail.description')}
      empty={t('adDetail.noDescription')}
      html={html}
      lang={lang}
    />
  );
}
