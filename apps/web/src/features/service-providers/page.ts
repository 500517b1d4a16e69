import { META_TEXTS, socialCardPath, type ServiceProvider } from '@souq/contracts';
import { dataOf } from '../../shared/pages/answers';
import { CATEGORIES_CALL } from '../../shared/pages/calls';
import { card } from '../../shared/pages/describe';
import type { PublicPage } from '../../shared/pages/page-declaration';
import { snippet } from '../../shared/pages/snippet';
import { route } from './route';

const PROVIDERS_CALL = '/api/ServiceProviders';

/** The service providers, described by how many they are and the best rated by name. */
export const page: PublicPage = {
  paths: route.paths,
  plan: () => ({
    calls: [CATEGORIES_CALL, PROVIDERS_CALL],
    describe(answers, address) {
      const providers = dataOf<ServiceProvider[]>(answers, PROVIDERS_CALL);
      if (!providers) return {};
      const names = providers.slice(0, 3).map((provider) => provider.name);
      return {
        description: snippet(META_TEXTS[address.lang].providers(providers.length, names)),
        image: card(socialCardPath.page(address.lang, 'service-providers')),
      };
    },
  }),
};
