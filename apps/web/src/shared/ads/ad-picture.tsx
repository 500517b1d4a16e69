import type { AdImage } from '@souq/contracts';
import { ImageOff } from 'lucide-react';

type AdPictureProps = {
  image: AdImage | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn at each breakpoint. */
  sizes: string;
  className?: string;
  /** The largest picture above the fold loads first; the rest wait until scrolled near. */
  priority?: boolean;
  /**
   * `contain` shows the whole photo in its slot (the ad page). By default a portrait photo is
   * shown whole and a landscape one fills the slot: cropping a portrait photo into a landscape
   * slot left out most of it.
   */
  fit?: 'contain';
  /** Off where a drag means a swipe, not taking the picture away. */
  draggable?: boolean;
};

/** A responsive WebP picture with its intrinsic size set, so nothing shifts while it loads. */
export function AdPicture({
  image,
  alt,
  sizes,
  className = '',
  priority = false,
  fit,
  draggable,
}: AdPictureProps) {
  if (!image) {
    return (
      <div className={`flex items-center justify-center bg-slate-100 ${className}`}>
        <ImageOff aria-hidden="true" className="size-8 text-slate-400" />
      </div>
    );
  }
  const whole = fit === 'contain' || image.height > image.width;
  return (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      draggable={draggable}
      className={`bg-slate-100 ${whole ? 'object-contain' : 'object-cover'} ${className}`}
    />
  );
}
