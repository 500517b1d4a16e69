import { directionOf, PICTURE_SIZES, type AdImage } from '@souq/contracts';
import { Expand } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { AdPicture } from '../../../shared/ads/ad-picture';
import { useLang } from '../../../shared/i18n/use-lang';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PictureArrows } from './picture-arrows';
import { useSwipe } from './use-swipe';

/** The full-screen viewer (its carousel and zoom) loads when it is first opened. */
const PictureViewer = lazy(async () => ({
  default: (await import('./picture-viewer')).PictureViewer,
}));

const THUMB_SIZES = '80px';

/**
 * The main picture (loaded first, shown whole), arrows and a swipe that move between the
 * pictures, thumbnails that choose one, and a press (or the full-screen button) that opens them
 * full screen.
 */
type AdGalleryProps = { images: AdImage[]; title: string; className: string };

export function AdGallery({ images, title, className }: AdGalleryProps) {
  const { t } = useTranslation();
  const rtl = directionOf(useLang()) === 'rtl';
  const [selected, setSelected] = useState(0);
  const [viewing, setViewing] = useState(false);
  const total = images.length;
  const move = (to: 'next' | 'previous') => {
    setSelected((index) => (index + (to === 'next' ? 1 : total - 1)) % total);
  };
  const swipe = useSwipe(rtl, move);
  const image = images[selected];

  return (
    <section aria-label={t('adDetail.gallery.label')} className={`min-w-0 space-y-3 ${className}`}>
      <div className="relative">
        {/* The button below opens the viewer for the keyboard; a press on the picture, too. */}
        <div
          {...(total > 1 ? swipe : {})}
          onClick={() => {
            if (image) setViewing(true);
          }}
          className="cursor-zoom-in touch-pan-y select-none"
        >
          <AdPicture
            image={image}
            alt={
              total > 1
                ? `${title} (${t('adDetail.gallery.image', { n: selected + 1, total })})`
                : title
            }
            sizes={PICTURE_SIZES.adGallery}
            priority
            fit="contain"
            draggable={false}
            className="aspect-[4/3] w-full rounded-2xl"
          />
        </div>
        {total > 1 ? <PictureArrows onMove={move} /> : null}
        {image ? (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={t('adDetail.gallery.open')}
            onClick={() => {
              setViewing(true);
            }}
            className="absolute end-2 bottom-2 flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md hover:bg-white"
          >
            <Expand aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
      {total > 1 ? (
        <ul
          aria-label={t('adDetail.gallery.thumbnails')}
          className="flex gap-2 overflow-x-auto p-1"
        >
          {images.map((thumbnail, index) => (
            <li key={thumbnail.src} className="shrink-0">
              <button
                type="button"
                aria-label={t('adDetail.gallery.image', { n: index + 1, total })}
                aria-pressed={index === selected}
                onClick={() => {
                  setSelected(index);
                }}
                className="block overflow-hidden rounded-lg ring-2 ring-transparent hover:ring-teal-300 aria-pressed:ring-teal-700"
              >
                <AdPicture
                  image={thumbnail}
                  alt=""
                  sizes={THUMB_SIZES}
                  className="aspect-[4/3] w-20"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {viewing ? (
        <Suspense fallback={null}>
          <PictureViewer
            images={images}
            title={title}
            start={selected}
            onClose={(shown) => {
              setSelected(shown);
              setViewing(false);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
