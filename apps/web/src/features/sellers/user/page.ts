import { META_TEXTS, parseId, socialCardPath, type UserProfile } from '@souq/contracts';
import { dataOf } from '../../../shared/pages/answers';
import {
  CATEGORIES_CALL,
  firstCardPicture,
  NOT_FOUND,
  sellerAdsCall,
} from '../../../shared/pages/calls';
import { card, sellerBreadcrumbs, summaryAnd } from '../../../shared/pages/describe';
import { idRedirect } from '../../../shared/pages/id-redirect';
import type { PublicPage } from '../../../shared/pages/page-declaration';
import { route } from './route';

/**
 * A user's page, with their first ads (the first one's picture is its largest paint). Described
 * by their name, number of ads and text; a person's page, not a business's, it is found through
 * their ads, not by their name (`noindex`).
 */
export const page: PublicPage = {
  paths: route.paths,
  plan({ params }) {
    const userId = parseId(params.userId);
    if (userId === null) return NOT_FOUND;
    const userUrl = `/api/users/${String(userId)}`;
    const ads = sellerAdsCall('client', userId);
    return {
      calls: [CATEGORIES_CALL, userUrl, ads],
      subject: userUrl,
      largestPicture: (answers) => firstCardPicture(answers, ads),
      describe(answers, address) {
        const user = dataOf<UserProfile>(answers, userUrl);
        if (!user) return {};
        const summary = META_TEXTS[address.lang].seller(user.name, user.ads_count);
        return {
          description: summaryAnd(summary, user.profile_description ?? ''),
          image: card(socialCardPath.user(address.lang, user.id)),
          noindex: true,
          structuredData: [sellerBreadcrumbs(address, user.name)],
        };
      },
    };
  },
  redirect: idRedirect('userId'),
};
