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
};

/** A responsive WebP picture with its intrinsic size set, so nothing shifts while it loads. */
export function AdPicture({ image, alt, sizes, className = '', priority = false }: AdPictureProps) {
  if (!image) {
    return (
      <div className={`flex items-center justify-center bg-slate-100 ${className}`}>
        <ImageOff aria-hidden="true" className="size-8 text-slate-400" />
      </div>
    );
  }
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
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}
