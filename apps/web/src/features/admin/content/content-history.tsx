import type { ContentPageSlug, PageVersion } from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { errorToastText } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { toast } from '../../../shared/ui/toast';
import {
  pageVersionQueryOptions,
  pageVersionsQueryOptions,
  restorePageVersion,
} from '../api/content';
import { adminKeys } from '../api/keys';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../components/buttons';
import { formatMoment } from '../components/format';
import { Loaded } from '../components/loaded';
import { BothPreviews } from './content-preview';

/**
 * A page's saved versions, newest first: each can be previewed in both languages and put back
 * (as a new version: nothing is lost). The newest is the page as it is.
 */
export function ContentHistory({ slug }: { slug: ContentPageSlug }) {
  const { t } = useTranslation();
  const lang = useLang();
  const versions = useQuery(pageVersionsQueryOptions(lang, slug));
  const [shown, setShown] = useState<number | null>(null);
  return (
    <section aria-labelledby="content-history-heading" className="mt-10 space-y-3">
      <h2
        id="content-history-heading"
        className="flex items-center gap-2 text-lg font-bold text-slate-900"
      >
        <History aria-hidden="true" className="size-5" />
        {t('admin.content.history')}
      </h2>
      <Loaded query={versions}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-slate-600">{t('admin.content.noHistory')}</p>
          ) : (
            <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {list.map((entry, index) => (
                <VersionRow
                  key={entry.version}
                  entry={entry}
                  current={index === 0}
                  onShow={() => {
                    setShown(entry.version);
                  }}
                />
              ))}
            </ol>
          )
        }
      </Loaded>
      {shown === null ? null : (
        <VersionDialog
          slug={slug}
          version={shown}
          current={versions.data?.[0]?.version === shown}
          onClose={() => {
            setShown(null);
          }}
        />
      )}
    </section>
  );
}

function VersionRow({
  entry,
  current,
  onShow,
}: {
  entry: PageVersion;
  current: boolean;
  onShow: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {t('admin.content.version', { version: entry.version })}
          {current ? (
            <span className="ms-2 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-900">
              {t('admin.content.current')}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          {[
            formatMoment(entry.saved_at, t),
            entry.saved_by?.name ?? t('admin.content.beforeConsole'),
            entry.restored_from === null
              ? null
              : t('admin.content.restoredFrom', { version: entry.restored_from }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="truncate text-sm text-slate-700">
          {lang === 'ar' ? entry.title_ar : entry.title_en}
        </p>
      </div>
      <button
        type="button"
        onClick={onShow}
        aria-label={t('admin.content.showVersion', { version: entry.version })}
        className={SECONDARY_BUTTON}
      >
        {t('admin.content.show')}
      </button>
    </li>
  );
}

/** One version in both languages, and the step that puts it back. */
function VersionDialog({
  slug,
  version,
  current,
  onClose,
}: {
  slug: ContentPageSlug;
  version: number;
  current: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const detail = useQuery(pageVersionQueryOptions(lang, slug, version));
  const [busy, setBusy] = useState(false);
  const restore = async () => {
    setBusy(true);
    try {
      const answer = await restorePageVersion(slug, version);
      toast.success(answer.message ?? t('admin.content.saved'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['pages'] });
      onClose();
    } catch (error) {
      toast.error(errorToastText(t, error));
      setBusy(false);
    }
  };
  return (
    <ModalDialog
      title={t('admin.content.version', { version })}
      onClose={onClose}
      className="mt-8 max-h-[calc(100dvh-4rem)] w-[min(64rem,calc(100%-2rem))]"
    >
      <Loaded query={detail}>
        {(data) => (
          <div className="mt-3 space-y-4">
            <BothPreviews
              en={{ title: data.title_en, html: data.body_en }}
              ar={{ title: data.title_ar, html: data.body_ar }}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
                {t('admin.cancel')}
              </button>
              {current ? null : (
                <button
                  type="button"
                  disabled={busy}
                  aria-busy={busy}
                  onClick={() => void restore()}
                  className={PRIMARY_BUTTON}
                >
                  {t('admin.content.restore', { version })}
                </button>
              )}
            </div>
          </div>
        )}
      </Loaded>
    </ModalDialog>
  );
}
