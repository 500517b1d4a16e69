import { useTranslation } from '../../shared/i18n/use-translation';
import { HydrateLater } from '../../shared/ui/hydrate-later';
import { CategoryCarousel } from './components/category-carousel';
import { CategorySections } from './components/category-sections';
import { HeroBanner } from './components/hero-banner';
import { JobsSection } from './components/jobs-section';
import { OffersCarousel } from './components/offers-carousel';

/**
 * Spec "Home": hero slider, category carousel, offers, the jobs, then the category sections. What
 * is below the first screen hydrates in turns after it.
 */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="pb-8">
      <title>{t('home.documentTitle')}</title>
      <h1 className="sr-only">{t('home.title')}</h1>
      <HeroBanner />
      <CategoryCarousel />
      <HydrateLater>
        <OffersCarousel />
      </HydrateLater>
      <HydrateLater>
        <JobsSection />
      </HydrateLater>
      <CategorySections />
    </div>
  );
}
