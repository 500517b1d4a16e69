import { parseId, type AdStatus } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { isHeld } from '../../../shared/ads/held-ad';
import { useLang } from '../../../shared/i18n/use-lang';
import { isMissing } from '../../../shared/lib/not-found';
import { LoadError } from '../../../shared/ui/load-error';
import { NotFoundPage } from '../../../shared/ui/not-found-page';
import { PageLoading } from '../../../shared/ui/page-loading';
import { editableAdQueryOptions, postingOptionsQueryOptions } from '../selling-api';
import { SellingFrame } from './post-ad-page';
import { PostForm } from './post-form';
import { fromDraft } from './post-values';

/**
 * Above the form of an ad moderators hold (issue 42), what saving does: a rejected ad goes back
 * to review (with the reason it was rejected for, to mend), a hidden one stays hidden, a pending
 * one is checked with its changes.
 */
function ReviewNote({ status, reason }: { status: AdStatus; reason: string | null }) {
  const { t } = useTranslation();
  if (!isHeld(status)) return null;
  return (
    <div
      role="note"
      className={`mb-6 space-y-1 rounded-lg p-4 ring-1 ${
        status === 'rejected'
          ? 'bg-red-50 text-red-900 ring-red-200'
          : 'bg-amber-50 text-amber-900 ring-amber-200'
      }`}
    >
      <p className="font-semibold">{t(`selling.editStatus.${status}`)}</p>
      {reason ? (
        <p className="break-words">
          {t('selling.myAds.reason')} <bdi dir="auto">{reason}</bdi>
        </p>
      ) : null}
    </div>
  );
}

/** `/{lang}/my-ads/{adId}/edit`: the post form on one of the seller's ads, pictures included. */
export function EditAdPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const adId = parseId(useParams().adId) ?? 0;
  const options = useQuery(postingOptionsQueryOptions(lang));
  const ad = useQuery({ ...editableAdQueryOptions(lang, adId), enabled: adId > 0 });

  if (adId === 0 || isMissing(ad.error)) return <NotFoundPage />;
  let content: React.ReactNode;
  if (options.isPending || ad.isPending) content = <PageLoading label={t('loading')} />;
  else if (options.isError || ad.isError) {
    content = <LoadError text={`${t('error')}: ${(options.error ?? ad.error)?.message ?? ''}`} />;
  } else {
    content = (
      <>
        <ReviewNote status={ad.data.status} reason={ad.data.decision_reason} />
        <PostForm
          mode={{ kind: 'edit', adId, resubmits: ad.data.status === 'rejected' }}
          initial={fromDraft(ad.data.values, lang)}
          initialPictures={ad.data.pictures}
          options={options.data}
        />
      </>
    );
  }
  return <SellingFrame title={t('selling.editTitle')}>{content}</SellingFrame>;
}
