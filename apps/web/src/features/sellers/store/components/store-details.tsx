import type { Store } from '@souq/contracts';
import { Globe, Map } from 'lucide-react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import {
  CONTACT_LINK,
  ContactRow,
  EmailRow,
  PhoneRow,
  PlaceRow,
} from '../../../../shared/sellers/contact-rows';
import { SellerDetails } from '../../../../shared/sellers/seller-details';

/** OpenStreetMap centred on the store, without a vendor key. */
function mapLink(latitude: number, longitude: number): string {
  const at = `${String(latitude)}/${String(longitude)}`;
  return `https://www.openstreetmap.org/?mlat=${String(latitude)}&mlon=${String(longitude)}#map=16/${at}`;
}

/** The description, then how to reach the store: email, website, place, phone and map. */
export function StoreDetails({ store }: { store: Store }) {
  const { t } = useTranslation();
  return (
    <SellerDetails
      about={{
        id: 'store-about',
        title: t('store.about'),
        text: store.store_description || t('store.noDescription'),
      }}
      contactId="store-contact"
    >
      {store.store_email ? <EmailRow email={store.store_email} /> : null}
      {store.store_website ? (
        <ContactRow icon={Globe} label={t('store.website')}>
          <a
            href={store.store_website}
            target="_blank"
            rel="noopener noreferrer"
            dir="ltr"
            className={CONTACT_LINK}
          >
            {store.store_website.replace(/^https?:\/\//, '')}
          </a>
        </ContactRow>
      ) : null}
      <PlaceRow parts={[store.city?.name, store.country?.name]} />
      {store.store_phone_number ? <PhoneRow phone={store.store_phone_number} /> : null}
      {store.latitude !== null && store.longitude !== null ? (
        <ContactRow icon={Map} label={t('store.map')}>
          <a
            href={mapLink(store.latitude, store.longitude)}
            target="_blank"
            rel="noopener noreferrer"
            className={CONTACT_LINK}
          >
            {t('store.openMap')}
          </a>
        </ContactRow>
      ) : null}
    </SellerDetails>
  );
}
