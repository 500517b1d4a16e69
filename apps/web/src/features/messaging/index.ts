export { ConversationsPage } from './conversations-page';
export { ThreadPage } from './thread-page';
export { StartConversationPage } from './start-conversation-page';
