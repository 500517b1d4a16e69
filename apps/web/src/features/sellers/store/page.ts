import { addressIn, META_TEXTS, parseId, socialCardPath, type Store } from '@souq/contracts';
import { dataOf } from '../../../shared/pages/answers';
import { CATEGORIES_CALL, NOT_FOUND, sellerAdsCall } from '../../../shared/pages/calls';
import { card, sellerBreadcrumbs, summaryAnd } from '../../../shared/pages/describe';
import { idRedirect } from '../../../shared/pages/id-redirect';
import type { PublicPage } from '../../../shared/pages/page-declaration';
import { localBusiness } from '../../../shared/pages/structured-data';
import { route } from './route';

/**
 * A store's page, with its first ads; its largest paint is its cover, which the page itself
 * preloads. Described by its name, number of ads and text, as a LocalBusiness.
 */
export const page: PublicPage = {
  paths: route.paths,
  plan({ params }) {
    const storeId = parseId(params.storeId);
    if (storeId === null) return NOT_FOUND;
    const storeUrl = `/api/stores/${String(storeId)}`;
    return {
      calls: [CATEGORIES_CALL, storeUrl, sellerAdsCall('store', storeId)],
      subject: storeUrl,
      describe(answers, address) {
        const store = dataOf<Store>(answers, storeUrl);
        if (!store) return {};
        const summary = META_TEXTS[address.lang].seller(
          store.store_name,
          store.total_number_of_ads,
        );
        return {
          description: summaryAnd(summary, store.store_description),
          image: card(socialCardPath.store(store.id)),
          structuredData: [
            localBusiness(address, store, addressIn(address, address.lang)),
            sellerBreadcrumbs(address, store.store_name),
          ],
        };
      },
    };
  },
  redirect: idRedirect('storeId'),
};
