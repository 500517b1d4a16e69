import type { ReactNode } from 'react';

type SellerAvatarProps = {
  src: string | null;
  alt: string;
  /** The seller kind's icon, shown when there is no picture. */
  fallback: ReactNode;
  /**
   * Raised over a cover picture: ringed in white, and pulled up into it from the small width up
   * (on a phone the cover is too low to lose its start side to the picture).
   */
  raised?: boolean;
};

const ROUND = 'size-24 shrink-0 rounded-full sm:size-28';
const RAISED = 'ring-4 ring-white sm:-mt-14';

/** The seller's round picture at the head of their page, or their kind's icon. */
export function SellerAvatar({ src, alt, fallback, raised = false }: SellerAvatarProps) {
  const frame = raised ? `${ROUND} ${RAISED}` : ROUND;
  return src ? (
    <img
      src={src}
      alt={alt}
      width={112}
      height={112}
      className={`${frame} object-cover ${raised ? 'bg-white' : 'bg-slate-100'}`}
    />
  ) : (
    <span className={`${frame} flex items-center justify-center bg-slate-100`}>{fallback}</span>
  );
}
