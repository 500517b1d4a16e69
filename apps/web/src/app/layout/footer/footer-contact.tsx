import type { ContactUsData } from '@souq/contracts';
import { Phone } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { BrandIcon } from '../../../shared/ui/brand-icons';

const LINE = 'flex items-center gap-2 text-sm text-slate-300 hover:text-white';

/** The digits of a number as written (`+963 11 234 5678` → `+963112345678`), for dialling. */
const dialled = (phone: string) => phone.replace(/[^\d+]/g, '');

/**
 * The site's name and the settings' contact lines (WhatsApp, phone), as an admin set them in the
 * console. Until the settings come (`contact` undefined) the lines keep their place; a line
 * that is not set is left out, and both when the settings could not be read (null).
 */
export function FooterContact({ contact }: { contact: ContactUsData | null | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="space-y-3">
      <p className="text-xl font-extrabold text-white">{t('appName')}</p>
      <p className="text-sm text-slate-300">{t('footer.tagline')}</p>
      <h2 className="pt-2 text-base font-semibold text-white">{t('footer.contactTitle')}</h2>
      {contact === undefined ? <div className="h-13" /> : null}
      {contact?.whatsapp ? (
        <a href={`https://wa.me/${dialled(contact.whatsapp).replace('+', '')}`} className={LINE}>
          <BrandIcon brand="whatsapp" className="size-4 shrink-0" />
          <span>{t('footer.whatsapp')}:</span>
          <span dir="ltr">{contact.whatsapp}</span>
        </a>
      ) : null}
      {contact?.phone ? (
        <a href={`tel:${dialled(contact.phone)}`} className={LINE}>
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          <span>{t('footer.phone')}:</span>
          <span dir="ltr">{contact.phone}</span>
        </a>
      ) : null}
    </section>
  );
}
