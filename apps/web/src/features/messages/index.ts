export { ConversationsPage } from './conversations-page';
export { ThreadPage } from './thread-page';
