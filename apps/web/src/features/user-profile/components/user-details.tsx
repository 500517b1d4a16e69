import type { UserProfile } from '@souq/contracts';
import { useTranslation } from 'react-i18next';
import { EmailRow, PhoneRow, PlaceRow } from '../../../shared/sellers/contact-rows';
import { SellerDetails } from '../../../shared/sellers/seller-details';

/** The bio, then how to reach the user: email, phone and place. */
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
      {user.email ? <EmailRow email={user.email} /> : null}
      <PhoneRow phone={user.phone_number} />
      <PlaceRow parts={[user.city, user.country]} />
    </SellerDetails>
  );
}
