import type { Lang } from '@souq/contracts';
import { useTranslation } from '../i18n/use-translation';
import { useLang } from '../i18n/use-lang';

/**
 * Says that an ad's text is in the other language than the page's (its seller wrote in one
 * and gave no translation): nothing when they are the same.
 */
export function OfferedIn({ textLang }: { textLang: Lang }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (textLang === lang) return null;
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700">
      <span aria-hidden="true" className="icon-[lucide--languages] size-4 shrink-0" />
      {t(`adDetail.offeredIn.${textLang}`)}
    </p>
  );
}
