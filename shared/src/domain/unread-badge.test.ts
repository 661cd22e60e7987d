import { unreadBadgeText } from './unread-badge';

describe('unreadBadgeText', () => {
  it('shows nothing for no unread messages, the count up to nine, then 9+', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(250)).toBe('9+');
  });
});
