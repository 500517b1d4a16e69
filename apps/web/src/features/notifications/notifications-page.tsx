import { readPageNumber } from '@souq/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff, CheckCheck, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorToastText } from '../../shared/form/form-errors';
import { useLang } from '../../shared/i18n/use-lang';
import { useTranslation } from '../../shared/i18n/use-translation';
import { paths } from '../../shared/lib/paths';
import { Pagination } from '../../shared/listing/pagination';
import { NOTIFICATIONS_KEY } from '../../shared/notifications/notifications-api';
import { LoadError } from '../../shared/ui/load-error';
import { LoadingSpinner } from '../../shared/ui/loading-spinner';
import { toast } from '../../shared/ui/toast';
import { markAllNotificationsRead, notificationsQueryOptions } from './api';
import { NotificationRow } from './notification-row';

/**
 * `/{lang}/notifications`: the notification centre, newest first, paged (`?page=`), with a
 * way to mark them all read and to the settings of what the user is told.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [address, setAddress] = useSearchParams();
  const page = readPageNumber(address.get('page'));
  const list = useQuery({
    ...notificationsQueryOptions(lang, page),
    placeholderData: keepPreviousData,
  });
  const [marking, setMarking] = useState(false);
  const unread = list.data?.meta.unread ?? 0;

  const markAll = async () => {
    setMarking(true);
    try {
      await markAllNotificationsRead();
      await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      toast.success(t('notifications.allRead'));
    } catch (error) {
      toast.error(errorToastText(t, error));
    } finally {
      setMarking(false);
    }
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 md:py-10">
      <title>{`${t('notifications.title')} | ${t('appName')}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Bell aria-hidden="true" className="size-6 text-teal-700" />
          {t('notifications.title')}
        </h1>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={marking || unread === 0}
            onClick={() => void markAll()}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60"
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            {t('notifications.markAllRead')}
          </button>
          <Link
            to={paths.notificationSettings(lang)}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            <Settings aria-hidden="true" className="size-4" />
            {t('notifications.settingsLink')}
          </Link>
        </div>
      </div>
      {list.isPending ? (
        <LoadingSpinner label={t('loading')} />
      ) : list.isError ? (
        <div className="mt-6">
          <LoadError text={`${t('error')}: ${list.error.message}`} />
        </div>
      ) : list.data.data.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <BellOff aria-hidden="true" className="size-10 text-slate-400" />
          <p className="max-w-md text-slate-600">{t('notifications.empty')}</p>
        </div>
      ) : (
        <>
          <p role="status" className="mt-4 text-sm text-slate-600">
            {t('notifications.unreadCount', { count: unread })}
          </p>
          <ul className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
            {list.data.data.map((notification) => (
              <li key={notification.id}>
                <NotificationRow notification={notification} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            lastPage={list.data.meta.last_page}
            onChange={(next) => {
              setAddress(next > 1 ? { page: String(next) } : {});
            }}
          />
        </>
      )}
    </section>
  );
}
