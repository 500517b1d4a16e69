import type { ContactUsData } from '@souq/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { BrandIcon } from '../../../shared/ui/brand-icons';
import { SOCIAL } from './footer-links';

/**
 * The settings' social links; those not set are left out, and the section too when none is.
 * Until the settings come (`social` undefined) the row keeps its place.
 */
export function SocialLinks({ social }: { social: ContactUsData['social'] | undefined }) {
  const { t } = useTranslation();
  const links =
    social &&
    SOCIAL.map((item) => ({ ...item, href: social[item.key] })).filter(({ href }) => href !== '');
  if (links?.length === 0) return null;
  return (
    <section>
      <h2 className="text-base font-semibold text-white">{t('footer.followUs')}</h2>
      {links ? (
        <ul className="mt-3 flex gap-2">
          {links.map(({ key, brand, href }) => (
            <li key={key}>
              <a
                href={href}
                target="_blank"
                rel="noreferrer"
                aria-label={t(`footer.${brand}`)}
                className="grid size-10 place-items-center rounded-full bg-slate-800 text-slate-100 hover:bg-teal-700"
              >
                <BrandIcon brand={brand} className="size-5" />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-3 h-10" />
      )}
    </section>
  );
}
