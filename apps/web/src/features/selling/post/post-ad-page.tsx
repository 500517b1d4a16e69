import type { UploadedPicture } from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FilePen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDate } from '../../../shared/format/relative-age';
import { useLang } from '../../../shared/i18n/use-lang';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toast } from '../../../shared/ui/toast';
import { draftQueryOptions, dropDraft, postingOptionsQueryOptions } from '../selling-api';
import { PostForm } from './post-form';
import { emptyValues, fromDraft, type PostValues } from './post-values';

type Start = { values: PostValues; pictures: UploadedPicture[] };

/** The frame of the post and edit pages: a title and the form's width. */
export function SellingFrame({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-4xl px-4 py-6 md:py-10">
      <title>{`${title} | ${t('appName')}`}</title>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </section>
  );
}

/**
 * `/{lang}/post`: a new ad. A draft kept on the server from an earlier visit (another tab, a
 * lost connection, another phone) is offered first: continue it, or start again.
 */
export function PostAdPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const options = useQuery(postingOptionsQueryOptions(lang));
  const draft = useQuery(draftQueryOptions(lang));
  const [start, setStart] = useState<Start | null>(null);
  const [dropping, setDropping] = useState(false);
  // The empty form shows once the server has dropped the draft, so that leaving at once
  // cannot bring the old draft back on the next visit.
  const startAgain = async () => {
    setDropping(true);
    try {
      await dropDraft();
      queryClient.setQueryData(draftQueryOptions(lang).queryKey, null);
      setStart({ values: emptyValues(lang), pictures: [] });
    } catch {
      toast.error(t('errorOccurred'));
    } finally {
      setDropping(false);
    }
  };

  let content: React.ReactNode;
  if (options.isPending || draft.isPending) content = <PageLoading label={t('loading')} />;
  else if (options.isError || draft.isError) {
    content = (
      <LoadError text={`${t('error')}: ${(options.error ?? draft.error)?.message ?? ''}`} />
    );
  } else if (start === null && draft.data !== null) {
    const saved = draft.data;
    content = (
      <div className="space-y-4 rounded-xl border border-teal-200 bg-teal-50 p-5">
        <p className="flex items-center gap-2 font-semibold text-teal-900">
          <FilePen aria-hidden="true" className="size-5" />
          {t('selling.draftFound', { date: formatDate(saved.updated_at, t) })}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => {
              setStart({ values: fromDraft(saved.values, lang), pictures: saved.pictures });
            }}
            className="rounded-lg bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-800"
          >
            {t('selling.continueDraft')}
          </button>
          <button
            type="button"
            disabled={dropping}
            onClick={() => void startAgain()}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
          >
            {t('selling.startAgain')}
          </button>
        </div>
      </div>
    );
  } else {
    const from = start ?? { values: emptyValues(lang), pictures: [] };
    content = (
      <PostForm
        mode={{ kind: 'new' }}
        initial={from.values}
        initialPictures={from.pictures}
        options={options.data}
      />
    );
  }
  return <SellingFrame title={t('selling.postTitle')}>{content}</SellingFrame>;
}
