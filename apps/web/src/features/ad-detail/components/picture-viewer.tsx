import { directionOf, type AdImage } from '@souq/contracts';
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { X, ZoomIn } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLang } from '../../../shared/i18n/use-lang';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PictureArrows } from './picture-arrows';
import { useZoom } from './use-zoom';

type PictureViewerProps = {
  images: AdImage[];
  title: string;
  /** The picture it opens at. */
  start: number;
  /** Gets the picture shown last, for the gallery to show it too. */
  onClose: (shown: number) => void;
};

const ROUND_BUTTON =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/15 aria-pressed:bg-white/25';

/**
 * The ad's pictures full screen, in a modal `<dialog>` (focus kept inside, Esc closes it, focus
 * goes back to its opener): a carousel in the page's direction that a swipe, the arrows and the
 * arrow keys move (the key pointing to the reading end shows the next picture), and a zoom.
 * The position is announced as it changes; the pictures not shown are hidden from screen readers.
 */
export function PictureViewer({ images, title, start, onClose }: PictureViewerProps) {
  const { t } = useTranslation();
  const rtl = directionOf(useLang()) === 'rtl';
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const carousel = useRef<EmblaCarouselType | null>(null);
  const [shown, setShown] = useState(start);
  const [opener] = useState(() => document.activeElement);
  const zoom = useZoom();
  const { zoomed, reset } = zoom;
  const total = images.length;

  // Modal in the frame it is drawn in: an Esc or a tap as soon as it shows is the dialog's.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return undefined;
    // Started once the dialog is shown, so that it measures the slides at their size.
    const embla = EmblaCarousel(viewport, {
      startIndex: start,
      direction: rtl ? 'rtl' : 'ltr',
      watchDrag: () => !zoomed.current,
    });
    embla.on('select', () => {
      setShown(embla.selectedScrollSnap());
    });
    carousel.current = embla;
    return () => {
      embla.destroy();
      carousel.current = null;
      // A passive cleanup: it runs once the dialog has left the page, its opener no longer inert.
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [start, rtl, zoomed, opener]);

  const move = (to: 'next' | 'previous') => {
    reset();
    if (to === 'next') carousel.current?.scrollNext();
    else carousel.current?.scrollPrev();
  };
  const moveByKey = (event: KeyboardEvent) => {
    const towardsEnd = rtl ? 'ArrowLeft' : 'ArrowRight';
    const towardsStart = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key !== towardsEnd && event.key !== towardsStart) return;
    event.preventDefault();
    move(event.key === towardsEnd ? 'next' : 'previous');
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={() => {
        onClose(shown);
      }}
      onKeyDown={moveByKey}
      className="m-0 h-dvh max-h-none w-dvw max-w-none flex-col bg-slate-950 p-0 text-white open:flex backdrop:bg-slate-950"
    >
      <div className="flex items-center gap-2 p-2 sm:p-3">
        <h2 id={titleId} dir="auto" className="min-w-0 flex-1 truncate px-2 font-semibold">
          {title}
        </h2>
        <p aria-live="polite" className="shrink-0 text-sm text-slate-200">
          {t('adDetail.gallery.image', { n: shown + 1, total })}
        </p>
        <button
          type="button"
          aria-label={t('adDetail.gallery.zoom')}
          aria-pressed={zoom.scale > 1}
          onClick={zoom.toggle}
          className={ROUND_BUTTON}
        >
          <ZoomIn aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={t('close')}
          onClick={() => dialogRef.current?.close()}
          className={ROUND_BUTTON}
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div className="relative min-h-0 flex-1">
        <div ref={viewportRef} className="h-full touch-none overflow-hidden">
          <ul className="flex h-full">
            {images.map((image, index) => (
              <li
                key={image.src}
                inert={index !== shown}
                className="flex h-full min-w-0 shrink-0 grow-0 basis-full items-center justify-center overflow-hidden"
                {...(index === shown ? zoom.handlers : {})}
              >
                <img
                  src={image.src}
                  srcSet={image.srcset}
                  sizes="100vw"
                  width={image.width}
                  height={image.height}
                  alt={`${title} (${t('adDetail.gallery.image', { n: index + 1, total })})`}
                  draggable={false}
                  style={index === shown ? zoom.style : undefined}
                  className="max-h-full w-auto max-w-full object-contain select-none"
                />
              </li>
            ))}
          </ul>
        </div>
        {total > 1 ? <PictureArrows onMove={move} /> : null}
      </div>
    </dialog>
  );
}
