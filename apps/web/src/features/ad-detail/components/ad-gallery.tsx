import { PICTURE_SIZES, type AdImage } from '@souq/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { AdPicture } from '../../../shared/ads/ad-picture';

const THUMB_SIZES = '80px';

/** The main picture (loaded first) and thumbnails that choose it. */
type AdGalleryProps = { images: AdImage[]; title: string; className: string };

export function AdGallery({ images, title, className }: AdGalleryProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const total = images.length;

  return (
    <section aria-label={t('adDetail.gallery.label')} className={`min-w-0 space-y-3 ${className}`}>
      <AdPicture
        image={images[selected]}
        alt={
          total > 1
            ? `${title} (${t('adDetail.gallery.image', { n: selected + 1, total })})`
            : title
        }
        sizes={PICTURE_SIZES.adGallery}
        priority
        className="aspect-[4/3] w-full rounded-2xl"
      />
      {total > 1 ? (
        <ul
          aria-label={t('adDetail.gallery.thumbnails')}
          className="flex gap-2 overflow-x-auto p-1"
        >
          {images.map((image, index) => (
            <li key={image.src} className="shrink-0">
              <button
                type="button"
                aria-label={t('adDetail.gallery.image', { n: index + 1, total })}
                aria-pressed={index === selected}
                onClick={() => {
                  setSelected(index);
                }}
                className="block overflow-hidden rounded-lg ring-2 ring-transparent hover:ring-teal-300 aria-pressed:ring-teal-700"
              >
                <AdPicture image={image} alt="" sizes={THUMB_SIZES} className="aspect-[4/3] w-20" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
