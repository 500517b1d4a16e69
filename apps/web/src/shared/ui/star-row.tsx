import { Star, StarHalf } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { filledShare, roundToHalf, type StarFill } from '../format/stars';

/**
 * Five stars for an average rating, rounded to the nearest half, filled from the reading start.
 * One element (the `.star-row` mask in index.css), not five icons: a page of cards shows dozens.
 */
export function StarRow({ rating, className = 'h-4' }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const filled = { '--stars-filled': `${String(filledShare(rating) * 100)}%` } as CSSProperties;
  return (
    <span
      role="img"
      aria-label={t('rating.outOfFive', { rating: roundToHalf(rating) })}
      className={`star-row ${className}`}
      style={filled}
    />
  );
}

/** One star, empty, half or full; the half is mirrored in RTL so it fills from the reading start. */
export function StarGlyph({ fill, className }: { fill: StarFill; className: string }) {
  return (
    <span className={`relative inline-block ${className}`}>
      <Star aria-hidden="true" className={`absolute inset-0 text-slate-300 ${className}`} />
      {fill === 'full' ? (
        <Star
          aria-hidden="true"
          className={`absolute inset-0 fill-amber-400 text-amber-500 ${className}`}
        />
      ) : fill === 'half' ? (
        <StarHalf
          aria-hidden="true"
          className={`absolute inset-0 fill-amber-400 text-amber-500 rtl:-scale-x-100 ${className}`}
        />
      ) : null}
    </span>
  );
}
