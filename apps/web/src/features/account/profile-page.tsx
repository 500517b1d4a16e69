import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Bell,
  BookmarkCheck,
  BriefcaseBusiness,
  ListChecks,
  CircleUserRound,
  LogOut,
  ShieldCheck,
} from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../shared/ui/toast';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { clearAuth } from '../../shared/auth/auth-store';
import { useStaffRole } from '../../shared/auth/staff-role';
import { errorToastText } from '../../shared/form/form-errors';
import { useLang } from '../../shared/i18n/use-lang';
import { paths } from '../../shared/lib/paths';
import { NOTIFICATIONS_KEY } from '../../shared/notifications/notifications-api';
import { SAVED_SEARCHES_KEY } from '../../shared/saved-searches/saved-searches-api';
import { turnPushOff } from '../../shared/push/push-device';
import { pushDeviceQueryOptions } from '../../shared/push/use-push-device';
import { logout, meQueryOptions } from './api';
import { ProfileForm } from './profile-form';
import { AccountSettings } from './settings/account-settings';
import { PictureControl } from './settings/picture-control';

/** The signed-in user's own record; the toggle swaps the details and the edit layout. */
export function ProfilePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions(lang));
  const [editing, setEditing] = useState(false);
  const staffRole = useStaffRole();

  const signOut = async () => {
    try {
      // This browser's pushes were for this user: the next one to sign in here gets none of them.
      await turnPushOff().catch(() => undefined);
      await logout();
    } catch (error) {
      toast.error(errorToastText(t, error));
      return;
    }
    // Leave the protected page first, or its guard would send us to login.
    await navigate(paths.home(lang), { replace: true });
    clearAuth();
    queryClient.removeQueries({ queryKey: ['me'] });
    queryClient.removeQueries({ queryKey: ['favorites'] });
    queryClient.removeQueries({ queryKey: ['applications'] });
    queryClient.removeQueries({ queryKey: NOTIFICATIONS_KEY });
    queryClient.removeQueries({ queryKey: SAVED_SEARCHES_KEY });
    queryClient.removeQueries({ queryKey: ['notification-settings'] });
    queryClient.removeQueries({ queryKey: pushDeviceQueryOptions().queryKey });
    toast.success(t('profile.loggedOut'));
  };

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 md:py-12">
      <title>{`${t('profile.title')} | ${t('appName')}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('profile.title')}</h1>
        <div className="flex flex-wrap gap-2">
          {staffRole === null ? null : (
            <Link
              to={paths.admin.dashboard(lang)}
              className="inline-flex items-center gap-1.5 rounded-lg border border-teal-700 px-3 py-2 text-sm font-medium text-teal-900 hover:bg-teal-50"
            >
              <ShieldCheck aria-hidden="true" className="size-4" />
              {t('profile.console')}
            </Link>
          )}
          <Link
            to={paths.myAds(lang)}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            <ListChecks aria-hidden="true" className="size-4" />
            {t('selling.myAds.title')}
          </Link>
          <Link
            to={paths.savedSearches(lang)}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            <BookmarkCheck aria-hidden="true" className="size-4" />
            {t('savedSearches.title')}
          </Link>
          <Link
            to={paths.notifications(lang)}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            <Bell aria-hidden="true" className="size-4" />
            {t('notifications.title')}
          </Link>
          <Link
            to={paths.applications(lang)}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            <BriefcaseBusiness aria-hidden="true" className="size-4" />
            {t('applications.title')}
          </Link>
          <button
            type="button"
            aria-pressed={editing}
            disabled={!me.data}
            onClick={() => {
              setEditing((v) => !v);
            }}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 aria-pressed:bg-teal-50"
          >
            {t('profile.edit')}
          </button>
          <button
            type="button"
            onClick={() => void signOut()}
            className="inline-flex items-center gap-1.5 rounded-lg border border-red-200 px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
          >
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('profile.logout')}
          </button>
        </div>
      </div>
      {me.isPending ? (
        <p className="mt-6 text-slate-600">{t('loading')}</p>
      ) : me.isError ? (
        <p className="mt-6 text-red-700">{`${t('error')}: ${me.error.message}`}</p>
      ) : editing ? (
        <div className="mt-6 rounded-2xl border border-slate-200 p-5">
          <ProfileForm
            user={me.data}
            onSaved={() => {
              setEditing(false);
              void queryClient.invalidateQueries({ queryKey: ['me'] });
            }}
          />
        </div>
      ) : (
        <div className="mt-6 flex flex-col gap-6 rounded-2xl border border-slate-200 p-5 sm:flex-row">
          <div className="flex flex-col items-center gap-2 sm:w-48">
            {me.data.avatar ? (
              <img src={me.data.avatar} alt="" className="size-24 rounded-full object-cover" />
            ) : (
              <CircleUserRound aria-hidden="true" className="size-24 text-slate-400" />
            )}
            <p dir="auto" className="text-lg font-semibold text-slate-900">
              {me.data.name}
            </p>
            <p className="text-sm text-slate-600" dir="ltr">
              @{me.data.userName}
            </p>
            <PictureControl
              user={me.data}
              onSaved={(user) => {
                queryClient.setQueryData(meQueryOptions(lang).queryKey, user);
              }}
            />
          </div>
          <dl className="grid flex-1 gap-x-6 gap-y-3 sm:grid-cols-2">
            {(
              [
                ['auth.name', me.data.name],
                ['auth.userName', me.data.userName],
                ['profile.email', me.data.email],
                ['auth.birthdate', me.data.birthdate],
                ['auth.phoneNumber', me.data.phone_number],
                ['auth.gender', t(`auth.${me.data.gender}`)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-slate-500">{t(label)}</dt>
                <dd className="font-medium text-slate-900">
                  <bdi>{value ?? t('profile.notSet')}</bdi>
                </dd>
              </div>
            ))}
            <div className="sm:col-span-2">
              <dt className="text-sm text-slate-500">{t('profile.bio')}</dt>
              <dd className="whitespace-pre-line text-slate-900">
                <bdi>{me.data.bio ?? t('profile.notSet')}</bdi>
              </dd>
            </div>
          </dl>
        </div>
      )}
      {me.data ? <AccountSettings /> : null}
    </section>
  );
}
