import { Star, StarHalf } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { roundToHalf, starFills, type StarFill } from '../format/stars';

/**
 * Five stars for an average rating, rounded to the nearest half. The half star is mirrored in
 * RTL so it fills from the reading start.
 */
export function StarRow({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t('rating.outOfFive', { rating: roundToHalf(rating) })}
      className="inline-flex items-center gap-0.5"
    >
      {starFills(rating).map((fill, index) => (
        <StarGlyph key={index} fill={fill} className={className} />
      ))}
    </span>
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
