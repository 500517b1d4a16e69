import { useTranslation } from 'react-i18next';
import { BrandIcon, type Brand } from '../../../shared/ui/brand-icons';

type Badge = {
  brand: Brand;
  lead: 'footer.getItOn' | 'footer.downloadOn';
  store: 'footer.googlePlay' | 'footer.appStore';
};

const BADGES: readonly Badge[] = [
  { brand: 'googlePlay', lead: 'footer.getItOn', store: 'footer.googlePlay' },
  { brand: 'apple', lead: 'footer.downloadOn', store: 'footer.appStore' },
];

/** Store badges as styled links; the apps are not published yet, so the targets are `#`. */
export function AppBadges() {
  const { t } = useTranslation();
  return (
    <section>
      <h2 className="text-base font-semibold text-white">{t('footer.getTheApp')}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {BADGES.map(({ brand, lead, store }) => (
          <li key={brand}>
            <a
              href="#"
              className="flex items-center gap-2 rounded-lg bg-black px-3 py-1.5 text-white ring-1 ring-slate-600 hover:ring-slate-300"
            >
              <BrandIcon brand={brand} className="size-6" />
              <span className="flex flex-col leading-tight">
                <span className="text-[0.65rem]">{t(lead)}</span>
                <span className="text-sm font-semibold">{t(store)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
