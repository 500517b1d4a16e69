import type { AdAttribute } from '@souq/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';

/** The specifications list: one key/value row per attribute, a list joined with a comma. */
export function AdSpecs({
  attributes,
  className,
}: {
  attributes: AdAttribute[];
  className: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (attributes.length === 0) return null;
  const comma = lang === 'ar' ? '، ' : ', ';

  return (
    <section aria-labelledby="ad-specs" className={`space-y-3 ${className}`}>
      <h2 id="ad-specs" className="text-xl font-bold text-slate-900">
        {t('adDetail.specifications')}
      </h2>
      <dl className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        {attributes.map((attribute) => (
          <div
            key={attribute.name}
            className="grid grid-cols-2 gap-4 px-4 py-3 even:bg-slate-50 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
          >
            <dt className="font-medium text-slate-600">{attribute.name}</dt>
            <dd className="font-semibold break-words text-slate-900">
              {Array.isArray(attribute.value) ? attribute.value.join(comma) : attribute.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
