import { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@shared/api/chat';
import { notify } from '@/lib/notify';
import { friendsQueryOptions } from '@/lib/chat-friends';
import { closeChat, connectChat, pauseChat } from './chat-socket';
import { onlineSellersNow, relaySent, setOnlineSellers, showConversation } from './live-state';

vi.mock('@/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

/** A stand-in for socket.io-client's socket: records what the client emits, lets the test play the server. */
const fake = vi.hoisted(() => {
  type Handler = (...args: unknown[]) => void;
  const sockets: {
    options: unknown;
    handlers: Map<string, Handler>;
    emitted: unknown[][];
    connected: boolean;
    connects: number;
    disconnects: number;
    serve: (event: string, ...args: unknown[]) => void;
  }[] = [];
  const io = (options: unknown) => {
    const handlers = new Map<string, Handler>();
    const socket = {
      options,
      handlers,
      emitted: [] as unknown[][],
      connected: true,
      connects: 0,
      disconnects: 0,
      serve: (event: string, ...args: unknown[]) => handlers.get(event)?.(...args),
      on: (event: string, handler: Handler) => (handlers.set(event, handler), socket),
      emit: (...args: unknown[]) => (socket.emitted.push(args), socket),
      connect: () => ((socket.connects += 1), (socket.connected = true), socket),
      disconnect: () => ((socket.disconnects += 1), (socket.connected = false), socket),
      removeAllListeners: () => (handlers.clear(), socket),
    };
    sockets.push(socket);
    return socket;
  };
  return { io, sockets };
});
vi.mock('socket.io-client', () => ({ io: fake.io }));

const ME = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Asha',
  email: null,
  phonenumber: null,
};
const SELLER = '22222222-2222-4222-8222-222222222222';
const incoming: ChatMessage = {
  _id: 'm1',
  senderId: SELLER,
  senderName: 'Silk House',
  receverId: ME.id,
  message: 'Hello',
  image: null,
  createdAt: '2026-11-22T10:00:00.000Z',
};

afterEach(() => {
  closeChat();
  fake.sockets.length = 0;
});

describe('the chat socket', () => {
  it('hands the session token over at the handshake, with cookies, and joins with add_user on connect', () => {
    connectChat(new QueryClient(), ME, 'the-token');
    const [socket] = fake.sockets;
    expect(socket!.options).toMatchObject({ auth: { token: 'the-token' }, withCredentials: true });
    socket!.serve('connect');
    expect(socket!.emitted).toEqual([['add_user', ME.id, ME]]);
  });

  it('relays a sent message while connected, and not once disconnected', () => {
    connectChat(new QueryClient(), ME, 'the-token');
    const [socket] = fake.sockets;
    socket!.serve('connect');
    const mine = { ...incoming, _id: 'm2', senderId: ME.id, receverId: SELLER };
    relaySent(mine);
    socket!.serve('disconnect');
    relaySent(mine);
    expect(socket!.emitted.slice(1)).toEqual([['send_customer_message', mine]]);
  });

  it('a seller message outside the open conversation raises the toast; activeSeller sets who is online', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(friendsQueryOptions(ME.id).queryKey, [
      { fdId: SELLER, name: 'Silk House', image: null, unread: 0, lastMessageAt: null },
    ]);
    const seen: string[][] = [];
    connectChat(queryClient, ME, null);
    const [socket] = fake.sockets;
    expect(socket!.options).toMatchObject({ auth: {} });
    const close = showConversation('someone-else');
    socket!.serve('seller_message', incoming);
    close();
    expect(notify.success).toHaveBeenCalledWith('Silk House sent a message');
    expect(
      queryClient.getQueryData<{ unread: number }[]>(friendsQueryOptions(ME.id).queryKey)![0]!
        .unread,
    ).toBe(1);
    socket!.serve('activeSeller', [{ sellerId: SELLER }]);
    seen.push([...onlineSellersNow()]);
    socket!.serve('disconnect');
    seen.push([...onlineSellersNow()]);
    expect(seen).toEqual([[SELLER], []]);
    setOnlineSellers([]);
  });

  it('one socket per shopper: paused and connected again it is the same; another token makes a new one', () => {
    const queryClient = new QueryClient();
    connectChat(queryClient, ME, 'a');
    pauseChat();
    connectChat(queryClient, ME, 'a');
    expect(fake.sockets).toHaveLength(1);
    expect(fake.sockets[0]).toMatchObject({ disconnects: 1, connects: 1, connected: true });
    connectChat(queryClient, ME, 'b');
    expect(fake.sockets).toHaveLength(2);
    expect(fake.sockets[0]!.connected).toBe(false);
  });

  it('connects again after the server closed it (an instance stopping), but not after a refused session', () => {
    vi.useFakeTimers();
    try {
      connectChat(new QueryClient(), ME, 'a');
      const [socket] = fake.sockets;
      socket!.serve('connect');
      socket!.serve('disconnect', 'io server disconnect');
      vi.advanceTimersByTime(3_000);
      expect(socket!.connects).toBe(1);

      socket!.serve('connect_error', new Error('Your session has expired, please log in again'));
      expect(socket!.disconnects).toBe(1);
      socket!.serve('connect_error', new Error('xhr poll error'));
      expect(socket!.disconnects).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
