import type { UserProfile } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLoaderData } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { isMissing } from '../../../shared/lib/not-found';
import { SellerAds } from '../../../shared/sellers/seller-ads';
import { SellerPageError } from '../../../shared/sellers/seller-page-error';
import { NotFoundPage } from '../../../shared/ui/not-found-page';
import { PageLoading } from '../../../shared/ui/page-loading';
import { userProfileQueryOptions } from './api/get-user';
import { UserDetails } from './components/user-details';
import { UserHeader } from './components/user-header';
import type { userProfileLoader } from './user-profile-loader';

/**
 * `/{lang}/user/{id}/profile`: spinner while loading, the not-found page for an unknown user,
 * 'Error: {message}' on any other failure, else the user.
 */
export function UserProfilePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { userId } = useLoaderData<ReturnType<typeof userProfileLoader>>();
  const user = useQuery(userProfileQueryOptions(userId, lang));

  if (user.isPending) return <PageLoading label={t('loading')} />;
  if (isMissing(user.error)) return <NotFoundPage />;
  if (user.isError) return <SellerPageError message={user.error.message} />;
  return <UserProfileContent user={user.data} />;
}

function UserProfileContent({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${user.name} | ${t('appName')}`}</title>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-6">
        <UserHeader user={user} />
        <UserDetails user={user} />
      </div>
      {/* Their own ads (a store owner's store ads are on the store page):
          docs/decisions/0016-sellers-and-following.md. */}
      <SellerAds
        title={t('userProfile.ads', { name: user.name })}
        entity={{ entity_type: 'client', entity_id: user.id }}
      />
    </>
  );
}
