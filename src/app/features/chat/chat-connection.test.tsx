import { act, waitFor } from '@testing-library/react';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { clearToken, storeToken } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import { friendsKey } from '@/lib/chat-friends';
import type { Chat } from './tab-chat';
import ChatConnection from './chat-connection';

/** The chat object in the router's context, as the shell drives it. */
const socket = { connect: vi.fn(), pause: vi.fn(), close: vi.fn() };
const chat: Chat = {
  ...socket,
  onlineSellers: () => new Set(),
  onOnlineSellers: () => () => {},
  refusal: () => null,
  onRefusal: () => () => {},
  showConversation: () => () => {},
  relaySent: vi.fn(),
};
const render = (queryClient: QueryClient) =>
  renderWithRouter(<ChatConnection />, queryClient, undefined, chat);

const ME = '11111111-1111-4111-8111-111111111111';
const friend = (unread: number) => ({
  fdId: '22222222-2222-4222-8222-222222222222',
  name: 'Silk House',
  image: null,
  unread,
  lastMessageAt: null,
});

function client(unread: number | null): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, refetchOnWindowFocus: false } },
  });
  if (unread !== null) queryClient.setQueryData(friendsKey(ME), [friend(unread)]);
  return queryClient;
}
const signIn = () =>
  storeToken(
    `h.${btoa(JSON.stringify({ id: ME, name: 'Asha', email: null, phonenumber: null }))}.s`,
  );

beforeEach(() => {
  Object.values(socket).forEach((f) => f.mockClear());
  onlineManager.setOnline(true);
  // No server: the friend list is given; nothing may reach the network.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('no network in tests'))),
  );
});
afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
});

describe('the chat connection in the shell', () => {
  it('a guest never connects, and no friend list is asked for', async () => {
    await render(client(null));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(socket.connect).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a signed-in shopper connects on any screen with nothing unread; a hidden tab lets go', async () => {
    signIn();
    await render(client(0));
    await waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(1));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(socket.pause).toHaveBeenCalled());
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(2));
    visibility.mockRestore();
  });

  it('going offline disconnects, coming back connects again', async () => {
    signIn();
    await render(client(2));
    await waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(1));
    expect(socket.connect.mock.calls[0]).toEqual([
      expect.objectContaining({ id: ME }),
      expect.stringContaining('h.'),
    ]);
    act(() => onlineManager.setOnline(false));
    await waitFor(() => expect(socket.pause).toHaveBeenCalled());
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(2));
  });
});
