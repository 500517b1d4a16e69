import { Phone } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { BrandIcon } from '../../../shared/ui/brand-icons';
import { CONTACT } from './footer-links';

const LINE = 'flex items-center gap-2 text-sm text-slate-300 hover:text-white';

export function FooterContact() {
  const { t } = useTranslation();
  return (
    <section className="space-y-3">
      <p className="text-xl font-extrabold text-white">{t('appName')}</p>
      <p className="text-sm text-slate-300">{t('footer.tagline')}</p>
      <h2 className="pt-2 text-base font-semibold text-white">{t('footer.contactTitle')}</h2>
      <a href={CONTACT.whatsapp.href} className={LINE}>
        <BrandIcon brand="whatsapp" className="size-4 shrink-0" />
        <span>{t('footer.whatsapp')}:</span>
        <span dir="ltr">{CONTACT.whatsapp.display}</span>
      </a>
      <a href={CONTACT.phone.href} className={LINE}>
        <Phone aria-hidden="true" className="size-4 shrink-0" />
        <span>{t('footer.phone')}:</span>
        <span dir="ltr">{CONTACT.phone.display}</span>
      </a>
    </section>
  );
}
