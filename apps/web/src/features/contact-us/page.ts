import { META_TEXTS, socialCardPath, type ContactUsData } from '@souq/contracts';
import { dataOf } from '../../shared/pages/answers';
import { CATEGORIES_CALL, CONTACTS_CALL } from '../../shared/pages/calls';
import { card } from '../../shared/pages/describe';
import type { PublicPage } from '../../shared/pages/page-declaration';
import { snippet } from '../../shared/pages/snippet';
import { route } from './route';

/** The contact page: the site's contact details, which describe how to reach it. */
export const page: PublicPage = {
  paths: route.paths,
  plan: () => ({
    calls: [CATEGORIES_CALL, CONTACTS_CALL],
    describe(answers, address) {
      const contact = dataOf<ContactUsData>(answers, CONTACTS_CALL);
      if (!contact) return {};
      const { phone, whatsapp, email, address: place } = contact;
      return {
        description: snippet(META_TEXTS[address.lang].contact(phone, whatsapp, email, place)),
        image: card(socialCardPath.page(address.lang, 'contact-us')),
      };
    },
  }),
};
