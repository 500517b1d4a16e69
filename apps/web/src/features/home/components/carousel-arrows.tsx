import { ChevronLeft, ChevronRight } from 'lucide-react';

type CarouselArrowsProps = {
  onPrevious: () => void;
  onNext: () => void;
  previousLabel: string;
  nextLabel: string;
  /** Added to both buttons: where they show (`md:hidden`). */
  className?: string;
};

const ARROW =
  'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md hover:bg-white';

/** Previous at the reading start, next at the reading end; the chevrons turn round in RTL. */
export function CarouselArrows({
  onPrevious,
  onNext,
  previousLabel,
  nextLabel,
  className = '',
}: CarouselArrowsProps) {
  return (
    <>
      <button
        type="button"
        onClick={onPrevious}
        aria-label={previousLabel}
        className={`${ARROW} start-2 ${className}`}
      >
        <ChevronLeft aria-hidden="true" className="size-6 rtl:-scale-x-100" />
      </button>
      <button
        type="button"
        onClick={onNext}
        aria-label={nextLabel}
        className={`${ARROW} end-2 ${className}`}
      >
        <ChevronRight aria-hidden="true" className="size-6 rtl:-scale-x-100" />
      </button>
    </>
  );
}
