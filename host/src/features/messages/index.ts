export { UnreadBadge, UNREAD_POLL_MS } from './UnreadBadge';
