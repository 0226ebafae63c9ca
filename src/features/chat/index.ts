// What other features may use from the chat: a channel's room over the group's one socket (the
// stream page's chat, issue 12 point 7). The socket factory and the reset are for tests.
export { openChatRoom, resetChatRooms, setChatSocketFactory, type ChatRoom } from './model';
