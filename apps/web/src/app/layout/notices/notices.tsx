import type { UserNotice } from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-store';
import { useLang } from '../../../shared/i18n/use-lang';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/lib/paths';
import { toast } from '../../../shared/ui/toast';
import { markNoticeSeen, noticesQueryOptions } from './notices-api';

/** Good news reads in the site's colour; the rest as a warning. */
const GOOD_NEWS: readonly UserNotice['kind'][] = ['ad_approved', 'ad_restored'];

/**
 * What staff told the signed-in user since their last visit, under the header, in the page's
 * language: each notice until they dismiss it, which marks it seen (it is not shown again).
 */
export function Notices() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const options = noticesQueryOptions(user?.id ?? 0, lang);
  const notices = useQuery({ ...options, enabled: user !== null });
  if (!notices.data || notices.data.length === 0) return null;

  const dismiss = (notice: UserNotice) => {
    queryClient.setQueriesData<UserNotice[]>({ queryKey: ['me', 'notices'] }, (shown) =>
      shown?.filter((other) => other.id !== notice.id),
    );
    markNoticeSeen(notice.id).catch(() => toast.error(t('errorOccurred')));
  };

  return (
    <section aria-label={t('notices.label')} className="mx-auto max-w-7xl space-y-2 px-4 pt-4">
      {notices.data.map((notice) => {
        const good = GOOD_NEWS.includes(notice.kind);
        const Icon = good ? CircleCheck : CircleAlert;
        return (
          <article
            key={notice.id}
            aria-labelledby={`notice-${String(notice.id)}`}
            className={`flex flex-col gap-3 rounded-xl p-4 ring-1 sm:flex-row sm:items-start ${
              good ? 'bg-teal-50 ring-teal-200' : 'bg-amber-50 ring-amber-200'
            }`}
          >
            <Icon
              aria-hidden="true"
              className={`hidden size-6 shrink-0 sm:block ${good ? 'text-teal-700' : 'text-amber-700'}`}
            />
            <div className="min-w-0 flex-1 space-y-1 text-slate-800">
              <h2 id={`notice-${String(notice.id)}`} className="font-semibold text-slate-900">
                {t(`notices.kinds.${notice.kind}`)}
              </h2>
              {notice.ad ? (
                <p>
                  <Link
                    to={paths.ad(lang, notice.ad.id)}
                    dir="auto"
                    className="font-medium break-words text-teal-800 underline"
                  >
                    {notice.ad.title}
                  </Link>
                </p>
              ) : null}
              {notice.reason === '' ? null : (
                <p className="break-words">
                  <span className="font-medium">{t('notices.reason')}</span>{' '}
                  <bdi dir="auto">{notice.reason}</bdi>
                </p>
              )}
              {notice.kind === 'ad_rejected' ? <p>{t('notices.editToResubmit')}</p> : null}
            </div>
            <button
              type="button"
              onClick={() => {
                dismiss(notice);
              }}
              aria-describedby={`notice-${String(notice.id)}`}
              className="self-end rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 sm:self-start"
            >
              {t('notices.dismiss')}
            </button>
          </article>
        );
      })}
    </section>
  );
}
