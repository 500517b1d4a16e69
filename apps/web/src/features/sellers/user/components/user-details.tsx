import type { UserProfile } from '@souq/contracts';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { PhoneRow, PlaceRow } from '../../../../shared/sellers/contact-rows';
import { SellerDetails } from '../../../../shared/sellers/seller-details';

/** The bio, then how to reach the user: their phone when their ads show it, and place. */
export function UserDetails({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  return (
    <SellerDetails
      about={{
        id: 'user-bio',
        title: t('userProfile.bio'),
        text: user.profile_description || t('userProfile.noBio'),
      }}
      contactId="user-contact"
    >
      {user.phone_number ? <PhoneRow phone={user.phone_number} /> : null}
      <PlaceRow parts={[user.city, user.country]} />
    </SellerDetails>
  );
}
