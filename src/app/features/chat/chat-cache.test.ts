import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { ChatFriend, ChatMessage } from '@shared/api/chat';
import { notify } from '@/lib/notify';
import { friendsKey } from '@/lib/chat-friends';
import { threadKey, type Thread } from './api';
import { receiveSellerMessage, storeSentMessages } from './chat-cache';

vi.mock('@/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const ME = '11111111-1111-4111-8111-111111111111';
const S1 = '22222222-2222-4222-8222-222222222222';
const S2 = '33333333-3333-4333-8333-333333333333';
const friend = (fdId: string, name: string, unread = 0): ChatFriend => ({
  fdId,
  name,
  image: null,
  unread,
  lastMessageAt: '2026-11-20T10:00:00.000Z',
});
const msg = (from: string, to: string, senderName = 'Asha'): ChatMessage => ({
  _id: crypto.randomUUID(),
  senderId: from,
  senderName,
  receverId: to,
  message: 'hello',
  image: null,
  product: null,
  createdAt: '2026-11-22T10:00:00.000Z',
});

function client(): QueryClient {
  const qc = new QueryClient();
  qc.setQueryData(friendsKey(ME), [friend(S1, 'Silk House'), friend(S2, 'Loom & Co')]);
  qc.setQueryData<Thread>(threadKey(ME, S2), {
    messages: [],
    currentFd: friend(S2, 'Loom & Co'),
  });
  return qc;
}
const friends = (qc: QueryClient) =>
  qc.getQueryData<ChatFriend[]>(friendsKey(ME))!.map((f) => [f.name, f.unread]);
const thread = (qc: QueryClient, sellerId: string) =>
  qc.getQueryData<Thread>(threadKey(ME, sellerId))?.messages.map((m) => m._id);

const received = new Set<string>();
beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  received.clear();
});

describe('a seller’s message arriving live', () => {
  it('in the open conversation: appended once, its seller on top, nothing unread, no toast', () => {
    const qc = client();
    const m = msg(S2, ME, 'Loom & Co');
    receiveSellerMessage(qc, ME, m, S2, received);
    receiveSellerMessage(qc, ME, m, S2, received);
    expect(thread(qc, S2)).toEqual([m._id]);
    expect(friends(qc)).toEqual([
      ['Loom & Co', 0],
      ['Silk House', 0],
    ]);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("in another conversation: a toast with the reply's first words, one more unread, its seller on top", () => {
    const qc = client();
    receiveSellerMessage(qc, ME, msg(S2, ME, 'Loom & Co'), S1, received);
    expect(notify.success).toHaveBeenCalledWith('Loom & Co: hello');
    expect(friends(qc)).toEqual([
      ['Loom & Co', 1],
      ['Silk House', 0],
    ]);
  });

  it('cuts a long reply at a word, shows markup as the characters typed, and a picture by name', () => {
    const qc = client();
    const long = {
      ...msg(S2, ME, 'Loom & Co'),
      _id: 'long-1',
      message:
        'Yes, the <b>XL</b> is in stock\nand I can keep one aside for you until Sunday evening',
    };
    receiveSellerMessage(qc, ME, long, S1, received);
    expect(notify.success).toHaveBeenLastCalledWith(
      'Loom & Co: Yes, the <b>XL</b> is in stock and I can keep one aside for…',
    );
    const picture = { ...msg(S2, ME, 'Loom & Co'), _id: 'pic-1', message: '' };
    receiveSellerMessage(qc, ME, picture, S1, received);
    expect(notify.success).toHaveBeenLastCalledWith('Loom & Co sent a message');
  });

  it('a message for somebody else is ignored', () => {
    const qc = client();
    receiveSellerMessage(qc, ME, msg(S2, S1), null, received);
    expect(friends(qc)).toEqual([
      ['Silk House', 0],
      ['Loom & Co', 0],
    ]);
    expect(notify.success).not.toHaveBeenCalled();
  });
});

describe('a message the shopper sent, stored by the server', () => {
  it('is appended to its thread once and moves that seller to the top', () => {
    const qc = client();
    const m = msg(ME, S2);
    storeSentMessages(qc, ME, [m, m]);
    expect(thread(qc, S2)).toEqual([m._id]);
    expect(friends(qc)).toEqual([
      ['Loom & Co', 0],
      ['Silk House', 0],
    ]);
  });

  it('stays in its thread when a fetch of that thread answered before the server stored it', async () => {
    const qc = client();
    const m = msg(ME, S2);
    const answers: ((messages: ChatMessage[]) => void)[] = [];
    const fetchThread = (): Promise<Thread> =>
      new Promise((resolve) =>
        answers.push((messages) => resolve({ messages, currentFd: friend(S2, 'Loom & Co') })),
      );
    // The open conversation watches its thread, which is being fetched again.
    const watching = new QueryObserver(qc, {
      queryKey: threadKey(ME, S2),
      queryFn: fetchThread,
      staleTime: 0,
    }).subscribe(() => {});
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    storeSentMessages(qc, ME, [m]);
    // The first fetch answers without the message; the one asked for after storing it, with it.
    answers[0]!([]);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!([m]);
    await vi.waitFor(() => expect(qc.isFetching()).toBe(0));
    watching();
    expect(thread(qc, S2)).toEqual([m._id]);
  });
});
