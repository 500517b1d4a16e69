import { screensOf, type PageRoute } from '../../shared/pages/page-route';

export const route: PageRoute = {
  ...screensOf(() => import('./index'), {
    messages: 'ConversationsPage',
    'messages/new': 'StartConversationPage',
    'messages/:conversationId': 'ThreadPage',
  }),
  access: 'signed-in',
  texts: 'account',
};
