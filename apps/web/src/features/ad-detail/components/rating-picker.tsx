import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { toast } from '../../../shared/ui/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { STAR_COUNT, starFill } from '../../../shared/format/stars';
import { StarGlyph } from '../../../shared/ui/star-row';
import { useRateAd } from '../api/rate-ad';
import { serverErrorText } from '../../../shared/http/server-error-text';
import { pointedRating, ratingAfterKey } from './rating-value';

type RatingPickerProps = {
  id: string;
  adId: number;
  /** The user's current rating, or 0 when they have none. */
  initial: number;
  onDone: () => void;
};

/**
 * Five stars in half steps (spec 5): the pointed half of a star previews and a click sends it;
 * from the keyboard the arrows move by a half and Enter sends. Sending 0 (Home, or the remove
 * button of a user who has a rating) removes the user's rating.
 */
export function RatingPicker({ id, adId, initial, onDone }: RatingPickerProps) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const hintId = useId();
  const slider = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(initial);
  const [preview, setPreview] = useState<number | null>(null);
  const rate = useRateAd(adId);
  const shown = preview ?? value;

  useEffect(() => {
    slider.current?.focus();
  }, []);

  const send = (rating: number) => {
    if (rate.isPending) return;
    setValue(rating);
    rate.mutate(rating, {
      onSuccess: () => {
        toast.success(t(rating === 0 ? 'adDetail.rating.removed' : 'adDetail.rating.saved'));
        onDone();
      },
      onError: (error) => {
        toast.error(serverErrorText(t, error));
      },
    });
  };

  const valueText = (rating: number) =>
    rating === 0 ? t('adDetail.rating.none') : t('adDetail.rating.valueText', { rating });

  const pointed = (event: MouseEvent<HTMLElement>, index: number) =>
    pointedRating(index, event.clientX, event.currentTarget.getBoundingClientRect(), rtl);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      send(value);
      return;
    }
    const next = ratingAfterKey(value, event.key, rtl);
    if (next === null) return;
    event.preventDefault();
    setPreview(null);
    setValue(next);
  };

  return (
    <div id={id} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <div
        ref={slider}
        role="slider"
        tabIndex={0}
        aria-label={t('adDetail.rating.label')}
        aria-valuemin={0}
        aria-valuemax={STAR_COUNT}
        aria-valuenow={value}
        aria-valuetext={valueText(value)}
        aria-describedby={hintId}
        aria-disabled={rate.isPending}
        onKeyDown={onKeyDown}
        onPointerLeave={() => {
          setPreview(null);
        }}
        className="inline-flex cursor-pointer touch-manipulation rounded-lg p-1"
      >
        {Array.from({ length: STAR_COUNT }, (_, i) => i + 1).map((index) => (
          <span
            key={index}
            className="p-0.5"
            onPointerMove={(event) => {
              setPreview(pointed(event, index));
            }}
            onClick={(event) => {
              send(pointed(event, index));
            }}
          >
            <StarGlyph fill={starFill(shown, index)} className="size-8" />
          </span>
        ))}
      </div>
      <p aria-hidden="true" className="text-sm font-semibold text-slate-800">
        {valueText(shown)}
      </p>
      <p id={hintId} className="text-sm text-slate-600">
        {t('adDetail.rating.hint')}
      </p>
      {initial > 0 ? (
        <button
          type="button"
          disabled={rate.isPending}
          onClick={() => {
            send(0);
          }}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
        >
          {t('adDetail.rating.remove')}
        </button>
      ) : null}
    </div>
  );
}
