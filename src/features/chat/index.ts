// What other features may use from the chat: a channel's room over the group's one socket (the
// stream page's chat, issue 12 point 7). The reset is for tests (the socket factory is lib/groupSocket's).
export { openChatRoom, resetChatRooms, type ChatRoom } from './model';
