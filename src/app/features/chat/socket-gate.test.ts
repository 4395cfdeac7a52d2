import { isChatPath, shouldConnect } from './socket-gate';

describe('when the chat socket connects', () => {
  const base = { signedIn: true, online: true, onChatScreen: false, unread: 0 };

  it('for a signed-in shopper on a chat screen, or anywhere while something is unread', () => {
    expect(shouldConnect({ ...base, onChatScreen: true })).toBe(true);
    expect(shouldConnect({ ...base, unread: 2 })).toBe(true);
  });

  it('never for a guest, never offline, and not on other pages with nothing unread', () => {
    expect(shouldConnect({ ...base, signedIn: false, onChatScreen: true, unread: 3 })).toBe(false);
    expect(shouldConnect({ ...base, online: false, onChatScreen: true, unread: 3 })).toBe(false);
    expect(shouldConnect(base)).toBe(false);
  });

  it('chat screens are /dashboard/chat and a conversation under it', () => {
    expect(['/dashboard/chat', '/dashboard/chat/', '/dashboard/chat/2b1e'].every(isChatPath)).toBe(
      true,
    );
    expect(['/dashboard', '/dashboard/chatter', '/dashboard/my-orders', '/'].some(isChatPath)).toBe(
      false,
    );
  });
});
