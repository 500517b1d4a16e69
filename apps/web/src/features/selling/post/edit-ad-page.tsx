import { parseId } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { isMissing } from '../../../shared/lib/not-found';
import { LoadError } from '../../../shared/ui/load-error';
import { NotFoundPage } from '../../../shared/ui/not-found-page';
import { PageLoading } from '../../../shared/ui/page-loading';
import { editableAdQueryOptions, postingOptionsQueryOptions } from '../selling-api';
import { SellingFrame } from './post-ad-page';
import { PostForm } from './post-form';
import { fromDraft } from './post-values';

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
      <PostForm
        mode={{ kind: 'edit', adId }}
        initial={fromDraft(ad.data.values, lang)}
        initialPictures={ad.data.pictures}
        options={options.data}
      />
    );
  }
  return <SellingFrame title={t('selling.editTitle')}>{content}</SellingFrame>;
}
