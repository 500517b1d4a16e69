import { useTranslation } from 'react-i18next';
import { BrandIcon } from '../../../shared/ui/brand-icons';
import { SOCIAL } from './footer-links';

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <section>
      <h2 className="text-base font-semibold text-white">{t('footer.followUs')}</h2>
      <ul className="mt-3 flex gap-2">
        {SOCIAL.map((brand) => (
          <li key={brand}>
            <a
              href="#"
              aria-label={t(`footer.${brand}`)}
              className="grid size-10 place-items-center rounded-full bg-slate-800 text-slate-100 hover:bg-teal-700"
            >
              <BrandIcon brand={brand} className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
