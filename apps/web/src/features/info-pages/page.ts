import { htmlToText, socialCardPath, type ContentPage } from '@souq/contracts';
import { dataOf } from '../../shared/pages/answers';
import { CATEGORIES_CALL } from '../../shared/pages/calls';
import { card } from '../../shared/pages/describe';
import type { PublicPage } from '../../shared/pages/page-declaration';
import { snippet } from '../../shared/pages/snippet';
import { route, slugAt } from './route';

/**
 * The information pages (about, terms…), each described by the start of its text and its title
 * on its card. `/about` is the about-us page.
 */
export const page: PublicPage = {
  paths: route.paths,
  aliases: { about: 'about-us' },
  plan({ path }) {
    const pageUrl = `/api/pages/${slugAt(path)}`;
    return {
      calls: [CATEGORIES_CALL, pageUrl],
      describe(answers, address) {
        const content = dataOf<ContentPage>(answers, pageUrl);
        if (!content) return {};
        const text = snippet(htmlToText(content.body));
        return {
          ...(text !== '' && { description: text }),
          image: card(socialCardPath.page(address.lang, content.slug)),
        };
      },
    };
  },
};
