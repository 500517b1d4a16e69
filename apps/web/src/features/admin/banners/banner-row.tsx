import type { BannerState, ConsoleBanner } from '@souq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorToastText } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { toast } from '../../../shared/ui/toast';
import { adminKeys } from '../api/keys';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../components/buttons';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { formatMoment } from '../components/format';
import { ReorderButtons } from '../components/reorder-buttons';
import { removeBanner, setBannerActive } from './banners-api';

const STATE_COLOURS: Record<BannerState, string> = {
  live: 'bg-emerald-50 text-emerald-800',
  scheduled: 'bg-sky-50 text-sky-900',
  ended: 'bg-slate-100 text-slate-800',
  off: 'bg-amber-50 text-amber-900',
};

/**
 * A banner in the list: its picture (the Arabic one on Arabic pages, as visitors see it), its
 * text, state and dates; it moves up or down, is edited, turned on or off, or deleted once the
 * admin confirms.
 */
export function BannerRow({
  banner,
  index,
  count,
  onMove,
  onEdit,
  moving,
}: {
  banner: ConsoleBanner;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  moving: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const alt = lang === 'ar' ? banner.alt_ar : banner.alt_en;
  const name = alt || t('admin.banners.unnamed', { id: banner.id });
  const act = async (step: () => Promise<{ message?: string }>) => {
    setBusy(true);
    try {
      const answer = await step();
      if (answer.message) toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } catch (error) {
      toast.error(errorToastText(t, error));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const dates = [
    banner.starts_at && t('admin.banners.from', { moment: formatMoment(banner.starts_at, t) }),
    banner.ends_at && t('admin.banners.until', { moment: formatMoment(banner.ends_at, t) }),
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start">
      <img
        src={(lang === 'ar' && banner.preview_ar) || banner.preview}
        alt={alt}
        width={192}
        height={60}
        loading="lazy"
        className="aspect-[16/5] w-full rounded-lg bg-slate-200 object-cover sm:w-48 sm:shrink-0"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium break-words text-slate-900">{name}</p>
        <p>
          <span
            className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_COLOURS[banner.state]}`}
          >
            {t(`admin.banners.state.${banner.state}`)}
          </span>
        </p>
        <p className="text-sm text-slate-700">
          {dates.length > 0 ? dates.join(' · ') : t('admin.banners.always')}
        </p>
        <p dir="auto" className="text-sm break-all text-slate-600">
          {banner.target_id !== null
            ? t('admin.banners.opensAd', { id: banner.target_id })
            : banner.link !== null
              ? t('admin.banners.opensLink', { link: banner.link })
              : t('admin.banners.opensNothing')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:max-w-56 sm:justify-end">
        <ReorderButtons
          name={name}
          index={index}
          count={count}
          busy={moving}
          onMove={onMove}
          className={SECONDARY_BUTTON}
        />
        <button type="button" onClick={onEdit} className={SECONDARY_BUTTON}>
          {t('admin.banners.edit')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void act(() => setBannerActive(banner.id, !banner.active))}
          className={SECONDARY_BUTTON}
        >
          {banner.active ? t('admin.banners.turnOff') : t('admin.banners.turnOn')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            setConfirming(true);
          }}
          className={DANGER_BUTTON}
        >
          {t('admin.banners.delete')}
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t('admin.banners.deleteTitle')}
          confirm={t('admin.banners.deleteConfirm')}
          busy={busy}
          onConfirm={() => void act(() => removeBanner(banner.id))}
          onCancel={() => {
            setConfirming(false);
          }}
        >
          {t('admin.banners.deleteText', { name })}
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
