import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';

const ARROW =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md hover:bg-white';

/** Previous at the reading start, next at the reading end; the chevrons turn round in RTL. */
export function PictureArrows({ onMove }: { onMove: (to: 'next' | 'previous') => void }) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          onMove('previous');
        }}
        aria-label={t('adDetail.gallery.previous')}
        className={`${ARROW} start-2`}
      >
        <ChevronLeft aria-hidden="true" className="size-6 rtl:-scale-x-100" />
      </button>
      <button
        type="button"
        onClick={() => {
          onMove('next');
        }}
        aria-label={t('adDetail.gallery.next')}
        className={`${ARROW} end-2`}
      >
        <ChevronRight aria-hidden="true" className="size-6 rtl:-scale-x-100" />
      </button>
    </>
  );
}
