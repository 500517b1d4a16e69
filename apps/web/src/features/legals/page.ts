import { META_TEXTS, socialCardPath, type LegalsData } from '@souq/contracts';
import { dataOf } from '../../shared/pages/answers';
import { CATEGORIES_CALL } from '../../shared/pages/calls';
import { card } from '../../shared/pages/describe';
import type { PublicPage } from '../../shared/pages/page-declaration';
import { snippet } from '../../shared/pages/snippet';
import { route } from './route';

const LEGALS_CALL = '/api/Legals';

/** The legals, described by the questions they answer, the first group's first. */
export const page: PublicPage = {
  paths: route.paths,
  plan: () => ({
    calls: [CATEGORIES_CALL, LEGALS_CALL],
    describe(answers, address) {
      const groups = dataOf<LegalsData>(answers, LEGALS_CALL);
      if (!groups) return {};
      const questions = groups.flatMap((group) => group.sections.map((s) => s.question));
      return {
        description: snippet(META_TEXTS[address.lang].legals(questions)),
        image: card(socialCardPath.page(address.lang, 'legals')),
      };
    },
  }),
};
