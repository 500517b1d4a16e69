import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';

type SectionHeaderProps = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Where 'Show more' leads; no link without it. */
  moreTo?: string | undefined;
};

/** A home section's title and its 'Show more' link, the arrow pointing in reading order. */
export function SectionHeader({ id, title, moreTo }: SectionHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex items-center justify-between gap-3">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {moreTo ? (
        <Link
          to={moreTo}
          aria-label={`${t('adSection.showMore')}: ${title}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-teal-800 hover:underline"
        >
          {t('adSection.showMore')}
          <ChevronRight aria-hidden="true" className="size-4 rtl:hidden" />
          <ChevronLeft aria-hidden="true" className="size-4 ltr:hidden" />
        </Link>
      ) : null}
    </div>
  );
}
