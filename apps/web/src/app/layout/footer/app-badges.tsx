import type { ContactUsData } from '@souq/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { BrandIcon } from '../../../shared/ui/brand-icons';
import { APP_STORES } from './footer-links';

/**
 * Store badges for the settings' app links; those not set are left out, and the section too
 * when none is. Until the settings come (`apps` undefined) the row keeps its place.
 */
export function AppBadges({ apps }: { apps: ContactUsData['apps'] | undefined }) {
  const { t } = useTranslation();
  const badges =
    apps &&
    APP_STORES.map((item) => ({ ...item, href: apps[item.key] })).filter(({ href }) => href !== '');
  if (badges?.length === 0) return null;
  return (
    <section>
      <h2 className="text-base font-semibold text-white">{t('footer.getTheApp')}</h2>
      {badges ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {badges.map(({ key, brand, lead, store, href }) => (
            <li key={key}>
              <a
                href={href}
                target="_blank"
                rel="noreferrer"
                className="flex h-11 items-center gap-2 rounded-lg bg-black px-3 text-white ring-1 ring-slate-600 hover:ring-slate-300"
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
      ) : (
        <div className="mt-3 h-11" />
      )}
    </section>
  );
}
