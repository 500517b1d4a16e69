import type { ContactUsData } from '@souq/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { categoryLink, paths } from '../../../shared/lib/paths';
import { useNearViewport } from '../../../shared/lib/use-near-viewport';
import { contactUsQueryOptions } from '../../../shared/site/contact-us-api';
import { AppBadges } from './app-badges';
import { FooterContact } from './footer-contact';
import { FOOTER_CATEGORIES, INFO_PAGES, type FooterCategory } from './footer-links';
import { FooterSection } from './footer-section';
import { SocialLinks } from './social-links';

// Block links at least 24 px tall: WCAG 2.2's minimum target size on touch screens.
const LINK = 'inline-block py-1 text-sm text-slate-300 hover:text-white hover:underline';

/**
 * The site settings (`GET /ContactUs`, the contact page's answer): the contact lines, social and
 * app-store links an admin sets in the console. Asked for when the footer comes near the screen
 * (`ref` on the footer's columns): no page waits for them, and the server renders their place.
 * Undefined until they come, null when the call failed (they are then left out).
 */
function useFooterSettings(): [
  (element: Element | null) => void,
  ContactUsData | null | undefined,
] {
  const lang = useLang();
  const [ref, near] = useNearViewport();
  // What the footer shows of them is the same in both languages: the old answer stays while
  // the new one loads.
  const settings = useQuery({
    ...contactUsQueryOptions(lang),
    enabled: near,
    placeholderData: keepPreviousData,
  });
  return [ref, settings.isError ? null : settings.data];
}

export function Footer() {
  const { t } = useTranslation();
  const lang = useLang();
  const categories = Object.entries(FOOTER_CATEGORIES) as [FooterCategory, number][];
  const [ref, settings] = useFooterSettings();

  return (
    <footer className="render-when-near-[1100px] mt-12 bg-slate-900 text-slate-200">
      <div
        ref={ref}
        className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4"
      >
        <FooterContact contact={settings} />
        <FooterSection title={t('footer.linksTitle')}>
          {INFO_PAGES.map((page) => (
            <li key={page}>
              <Link to={paths.info(lang, page)} className={LINK}>
                {t(`footer.pages.${page}`)}
              </Link>
            </li>
          ))}
        </FooterSection>
        <FooterSection title={t('footer.categoriesTitle')}>
          {categories.map(([key, id]) => (
            <li key={key}>
              <Link to={categoryLink(lang, id)} className={LINK}>
                {t(`footer.categories.${key}`)}
              </Link>
            </li>
          ))}
        </FooterSection>
        {settings === null ? null : (
          <div className="space-y-6">
            <SocialLinks social={settings?.social} />
            <AppBadges apps={settings?.apps} />
          </div>
        )}
      </div>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-sm text-slate-400">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
