import { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@shared/api/chat';
import { notify } from '@/lib/notify';
import { friendsKey } from '@/lib/chat-friends';
import type { SendSummary } from '@shared/outbox/channel';
import { storeToken, clearToken } from '@/lib/session';
import type { SentListener } from '@/lib/outbox/outbox';
import { threadKey, type Thread } from './api';
import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { createChat, type Chat } from './tab-chat';

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
  product: null,
  createdAt: '2026-11-22T10:00:00.000Z',
};

/** The chats a test made, closed after it. */
const made = new Set<Chat>();
/** The outbox's side: the chat hears what it sent. */
const sent = new Set<SentListener>();
const outbox = { onSent: (l: SentListener) => (sent.add(l), () => void sent.delete(l)) };
/** A chat whose socket's code is loaded already: each connect opens (or reconnects) at once. */
async function chatFor(queryClient = new QueryClient()): Promise<Chat> {
  const socketModule = await import('./chat-socket');
  const chat = createChat(queryClient, outbox, () => Promise.resolve(socketModule));
  made.add(chat);
  return chat;
}
/** connect() loads the socket's code first: wait for the socket it opens or takes up again. */
async function connect(
  chat: Chat,
  user: typeof ME,
  token: string | null,
  sockets: number,
  connects = 0,
) {
  chat.connect(user, token);
  await vi.waitFor(() => {
    expect(fake.sockets).toHaveLength(sockets);
    expect(fake.sockets.at(-1)!.connects).toBe(connects);
  });
}
const refusal = (message: string, code?: string) =>
  Object.assign(new Error(message), code ? { data: { code } } : {});

afterEach(() => {
  made.forEach((chat) => chat.close());
  made.clear();
  fake.sockets.length = 0;
  sent.clear();
  clearToken();
});

describe('the chat object', () => {
  it('hands the session token over at the handshake, with cookies, and joins with add_user on connect', async () => {
    const chat = await chatFor();
    await connect(chat, ME, 'the-token', 1);
    const [socket] = fake.sockets;
    expect(socket!.options).toMatchObject({ auth: { token: 'the-token' }, withCredentials: true });
    socket!.serve('connect');
    expect(socket!.emitted).toEqual([['add_user', ME.id, ME]]);
  });

  it('relays a sent message while connected, and not once disconnected', async () => {
    const chat = await chatFor();
    await connect(chat, ME, 'the-token', 1);
    const [socket] = fake.sockets;
    socket!.serve('connect');
    const mine = { ...incoming, _id: 'm2', senderId: ME.id, receverId: SELLER };
    chat.relaySent(mine);
    socket!.serve('disconnect');
    chat.relaySent(mine);
    expect(socket!.emitted.slice(1)).toEqual([['send_customer_message', mine]]);
  });

  it('a seller message outside the open conversation raises the toast; activeSeller sets who is online', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(friendsKey(ME.id), [
      { fdId: SELLER, name: 'Silk House', image: null, unread: 0, lastMessageAt: null },
    ]);
    const chat = await chatFor(queryClient);
    const seen: string[][] = [];
    const heard = vi.fn();
    chat.onOnlineSellers(heard);
    await connect(chat, ME, null, 1);
    const [socket] = fake.sockets;
    expect(socket!.options).toMatchObject({ auth: {} });
    const close = chat.showConversation('someone-else');
    socket!.serve('seller_message', incoming);
    socket!.serve('seller_message', incoming);
    close();
    expect(notify.success).toHaveBeenCalledTimes(1);
    expect(notify.success).toHaveBeenCalledWith('Silk House: Hello');
    expect(queryClient.getQueryData<{ unread: number }[]>(friendsKey(ME.id))![0]!.unread).toBe(1);
    socket!.serve('activeSeller', [{ sellerId: SELLER }]);
    seen.push([...chat.onlineSellers()]);
    socket!.serve('disconnect');
    seen.push([...chat.onlineSellers()]);
    expect(seen).toEqual([[SELLER], []]);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('two chats share nothing: who is online and what was received are each its own', async () => {
    const first = await chatFor();
    await connect(first, ME, 'a', 1);
    fake.sockets[0]!.serve('activeSeller', [{ sellerId: SELLER }]);
    const second = createChat(new QueryClient(), outbox);
    expect([...first.onlineSellers()]).toEqual([SELLER]);
    expect([...second.onlineSellers()]).toEqual([]);
    second.close();
  });

  it('puts the messages the outbox delivered into their threads, and relays the ones this tab sent', async () => {
    storeToken(`h.${btoa(JSON.stringify(ME))}.s`);
    const queryClient = new QueryClient();
    queryClient.setQueryData<Thread>(threadKey(ME.id, SELLER), { messages: [], currentFd: null });
    const chat = await chatFor(queryClient);
    await connect(chat, ME, 'a', 1);
    const [socket] = fake.sockets;
    socket!.serve('connect');
    const mine = { ...incoming, _id: 'm3', senderId: ME.id, receverId: SELLER };
    const summary: SendSummary = {
      synced: [],
      refused: [],
      lastMessage: null,
      chatMessages: [mine],
    };
    sent.forEach((l) => l(summary, false));
    sent.forEach((l) => l(summary, true));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<Thread>(threadKey(ME.id, SELLER))!.messages).toEqual([mine]),
    );
    expect(socket!.emitted.slice(1)).toEqual([['send_customer_message', mine]]);
  });

  it('one socket per shopper: paused and connected again it is the same; another token makes a new one', async () => {
    const chat = await chatFor();
    await connect(chat, ME, 'a', 1);
    chat.pause();
    await connect(chat, ME, 'a', 1, 1);
    expect(fake.sockets[0]).toMatchObject({ disconnects: 1, connects: 1, connected: true });
    await connect(chat, ME, 'b', 2);
    expect(fake.sockets[0]!.connected).toBe(false);
  });

  it('a pause before the socket code arrived opens nothing', async () => {
    let arrive!: () => void;
    const socketModule = await import('./chat-socket');
    const loaded = new Promise<typeof socketModule>((ok) => (arrive = () => ok(socketModule)));
    const chat = createChat(new QueryClient(), outbox, () => loaded);
    made.add(chat);
    chat.connect(ME, 'a');
    chat.pause();
    arrive();
    await loaded;
    await Promise.resolve();
    expect(fake.sockets).toHaveLength(0);
  });

  it('connects again after the server closed it (an instance stopping), but not after a refused session', async () => {
    const chat = await chatFor();
    await connect(chat, ME, 'a', 1);
    vi.useFakeTimers();
    try {
      const [socket] = fake.sockets;
      socket!.serve('connect');
      socket!.serve('disconnect', 'io server disconnect');
      vi.advanceTimersByTime(3_000);
      expect(socket!.connects).toBe(1);

      // The code decides, not the text: a refusal that only reads like one is retried.
      socket!.serve('connect_error', refusal('Your session has expired, please log in again'));
      expect(socket!.disconnects).toBe(0);
      socket!.serve('connect_error', refusal('Invalid token specified', 'UNAUTHORIZED'));
      expect(socket!.disconnects).toBe(1);
      socket!.serve('connect_error', refusal('Too many connections', 'TOO_MANY_REQUESTS'));
      socket!.serve('connect_error', new Error('xhr poll error'));
      expect(socket!.disconnects).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says why the server refused the socket in the page's language, from the refusal's key", async () => {
    setLocale('hi', { reload: false });
    try {
      const chat = await chatFor();
      const heard = vi.fn();
      chat.onRefusal(heard);
      await connect(chat, ME, 'a', 1);
      const [socket] = fake.sockets;
      // The server's words are English; the key says which sentence to show.
      socket!.serve(
        'connect_error',
        Object.assign(new Error('Too many open chat connections'), {
          data: { code: 'TOO_MANY_REQUESTS', messageKey: 'server_chat_too_many_connections' },
        }),
      );
      await vi.waitFor(() => expect(chat.refusal()).toBe('चैट के बहुत ज़्यादा कनेक्शन खुले हैं'));
      expect(heard).toHaveBeenCalled();
      // A transport's failure is no refusal: socket.io tries again and says nothing on screen.
      socket!.serve('connect_error', new Error('xhr poll error'));
      await vi.waitFor(() => expect(chat.refusal()).toBeNull());
      socket!.serve('connect_error', refusal('Sign in to chat', 'UNAUTHORIZED'));
      // Without a key (an older server), the words as they came.
      await vi.waitFor(() => expect(chat.refusal()).toBe('Sign in to chat'));
      socket!.serve('connect');
      expect(chat.refusal()).toBeNull();
    } finally {
      setLocale('en', { reload: false });
    }
  });
});
