import type { MyAd } from '@souq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorToastText } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { toast } from '../../../shared/ui/toast';
import { changeAd, type AdAction } from '../selling-api';

export const ACTION_BUTTON =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60';

/** The actions that take the ad out of sight ask first. */
type Confirmed = Extract<AdAction, 'sold' | 'delete'>;

const CONFIRMATION = {
  sold: {
    title: 'selling.myAds.markSoldTitle',
    text: 'selling.myAds.markSoldText',
    confirm: 'selling.myAds.confirmMarkSold',
    button: 'bg-teal-700 hover:bg-teal-800',
  },
  delete: {
    title: 'selling.myAds.deleteTitle',
    text: 'selling.myAds.deleteText',
    confirm: 'selling.myAds.confirmDelete',
    button: 'bg-red-700 hover:bg-red-800',
  },
} as const;

/**
 * What the seller can do with one of their ads: edit, mark as sold (after a confirmation), renew,
 * put a sold ad back on sale (available again, or relisted for a whole lifetime) and delete
 * (after a confirmation). `expiringSoon` offers the renewal before the ad has expired.
 */
export function MyAdActions({ ad, expiringSoon }: { ad: MyAd; expiringSoon: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirmed | null>(null);

  const act = async (action: AdAction) => {
    setBusy(true);
    try {
      const { message } = await changeAd(ad.id, action);
      if (message) toast.success(message);
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: ['selling', 'my-ads'] });
      await queryClient.invalidateQueries({ queryKey: ['ads'] });
    } catch (error) {
      toast.error(errorToastText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const actionButton = (action: AdAction, label: string) => (
    <button
      type="button"
      disabled={busy}
      onClick={() => void act(action)}
      className={ACTION_BUTTON}
    >
      {label}
    </button>
  );
  const asked = confirming === null ? null : CONFIRMATION[confirming];

  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {ad.status !== 'sold' ? (
        <Link to={paths.editAd(lang, ad.id)} className={ACTION_BUTTON}>
          {t('selling.myAds.edit')}
        </Link>
      ) : null}
      {ad.status === 'active' ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            setConfirming('sold');
          }}
          className={ACTION_BUTTON}
        >
          {t('selling.myAds.markSold')}
        </button>
      ) : null}
      {ad.status === 'sold' ? actionButton('available', t('selling.myAds.availableAgain')) : null}
      {ad.status === 'sold' ? actionButton('relist', t('selling.myAds.relist')) : null}
      {ad.status === 'expired' || expiringSoon
        ? actionButton('renew', t('selling.myAds.renew'))
        : null}
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setConfirming('delete');
        }}
        className={`${ACTION_BUTTON} border-red-200 text-red-700 hover:bg-red-50`}
      >
        {t('selling.myAds.delete')}
      </button>
      {confirming !== null && asked !== null ? (
        <ModalDialog
          title={t(asked.title)}
          onClose={() => {
            setConfirming(null);
          }}
          className="mt-32 w-[min(28rem,calc(100%-2rem))]"
        >
          <p className="text-slate-700">
            {t(asked.text)} <bdi lang={ad.lang}>{ad.title}</bdi>
          </p>
          <div className="mt-5 flex justify-end gap-3">
            <button
              type="button"
              onClick={() => {
                setConfirming(null);
              }}
              className={ACTION_BUTTON}
            >
              {t('selling.myAds.cancel')}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => void act(confirming)}
              className={`rounded-lg px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60 ${asked.button}`}
            >
              {t(asked.confirm)}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </div>
  );
}
