import { HOME_SECTION_CATEGORY_IDS } from '@souq/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { AdSection } from '../../../shared/ads/ad-section';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { HydrateLater } from '../../../shared/ui/hydrate-later';
import { categoriesQueryOptions } from '../../../shared/categories/get-categories';
import { sectionAdsQueryOptions } from '../api/section-ads';
import { SectionPlaceholder } from './section-placeholder';

/**
 * The four category sections, titled with the category's name in the page language. Their ads
 * are asked for at once, beside the categories (the route's loader starts both);
 * a section whose name is not known yet shows its skeleton. Without categories the carousel
 * above shows the error and the sections stay away. Each hydrates in a turn of its own.
 */
export function CategorySections() {
  const lang = useLang();
  const categories = useQuery(categoriesQueryOptions(lang));
  const sections = useQueries({
    queries: HOME_SECTION_CATEGORY_IDS.map((id) => sectionAdsQueryOptions(lang, id)),
  });

  return HOME_SECTION_CATEGORY_IDS.map((id, index) => {
    const category = categories.data?.find((item) => item.id === id);
    const query = sections[index];
    if (category === undefined || query === undefined) {
      return categories.isPending ? <SectionPlaceholder key={id} /> : null;
    }
    return (
      <HydrateLater key={id}>
        <AdSection title={category.name} query={query} moreTo={paths.category(lang, id)} />
      </HydrateLater>
    );
  });
}
