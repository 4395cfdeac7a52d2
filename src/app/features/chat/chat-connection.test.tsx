import { act, waitFor } from '@testing-library/react';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { clearToken, storeToken } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import { friendsQueryOptions } from '@/lib/chat-friends';
import { ChatConnection } from './chat-connection';

const socket = vi.hoisted(() => ({ connectChat: vi.fn(), pauseChat: vi.fn(), closeChat: vi.fn() }));
vi.mock('./chat-socket', () => socket);

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
  if (unread !== null) queryClient.setQueryData(friendsQueryOptions(ME).queryKey, [friend(unread)]);
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
    await renderWithRouter(<ChatConnection />, client(null));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(socket.connectChat).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a signed-in shopper connects on any screen with nothing unread; a hidden tab lets go', async () => {
    signIn();
    await renderWithRouter(<ChatConnection />, client(0));
    await waitFor(() => expect(socket.connectChat).toHaveBeenCalledTimes(1));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(socket.pauseChat).toHaveBeenCalled());
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(socket.connectChat).toHaveBeenCalledTimes(2));
    visibility.mockRestore();
  });

  it('going offline disconnects, coming back connects again', async () => {
    signIn();
    await renderWithRouter(<ChatConnection />, client(2));
    await waitFor(() => expect(socket.connectChat).toHaveBeenCalledTimes(1));
    expect(socket.connectChat.mock.calls[0]!.slice(1)).toEqual([
      expect.objectContaining({ id: ME }),
      expect.stringContaining('h.'),
    ]);
    act(() => onlineManager.setOnline(false));
    await waitFor(() => expect(socket.pauseChat).toHaveBeenCalled());
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(socket.connectChat).toHaveBeenCalledTimes(2));
  });
});
