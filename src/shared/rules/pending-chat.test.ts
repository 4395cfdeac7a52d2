import type { ChatFriend, ChatMessage } from '../api/chat';
import {
  friendsAfterMessage,
  markRead,
  pendingFriends,
  pendingThread,
  unreadTotal,
  withMessage,
  type PendingChatRecord,
} from './pending-chat';

const ME = 'u1';
const friend = (fdId: string, unread = 0): ChatFriend => ({
  fdId,
  name: `Shop ${fdId}`,
  image: null,
  unread,
  lastMessageAt: '2026-11-20T10:00:00.000Z',
});
const message = (id: string, from: string, to: string): ChatMessage => ({
  _id: id,
  senderId: from,
  senderName: from,
  receverId: to,
  message: `text ${id}`,
  image: null,
  product: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const waiting = (sellerId: string, text: string, at: number): PendingChatRecord => ({
  area: 'chat',
  kind: 'send',
  payload: { sellerId, text, name: 'Asha' },
  key: `key-${text}`,
  shopperId: ME,
  createdAt: at,
});

describe('the thread with waiting messages', () => {
  it('shows the stored messages, then this seller’s waiting ones marked waiting, oldest first', () => {
    const stored = [message('m1', ME, 's1'), message('m2', 's1', ME)];
    const view = pendingThread(
      stored,
      [waiting('s1', 'one', 1000), waiting('s2', 'elsewhere', 1500), waiting('s1', 'two', 2000)],
      's1',
    );
    expect(view.map((m) => [m.message, m.waiting ?? false])).toEqual([
      ['text m1', false],
      ['text m2', false],
      ['one', true],
      ['two', true],
    ]);
    expect(view[2]).toEqual({
      _id: 'key-one',
      senderId: ME,
      senderName: 'Asha',
      receverId: 's1',
      message: 'one',
      image: null,
      product: null,
      createdAt: new Date(1000).toISOString(),
      waiting: true,
    });
  });

  it('a waiting message the server answer already holds, stored under its key, shows once, stored', () => {
    const sent = waiting('s1', 'on the way', 1000);
    const stored = { ...message(sent.key, ME, 's1'), message: 'on the way' };
    const view = pendingThread([stored], [sent, waiting('s1', 'after it', 2000)], 's1');
    expect(view.map((m) => [m.message, m.waiting ?? false])).toEqual([
      ['on the way', false],
      ['after it', true],
    ]);
  });

  it('a message the thread has already (socket and send answer both bring it) is not added twice', () => {
    const m = message('m1', 's1', ME);
    expect(withMessage([m], m)).toEqual([m]);
    expect(withMessage([m], message('m2', 's1', ME)).map((x) => x._id)).toEqual(['m1', 'm2']);
  });
});

describe('the friend list', () => {
  it('a message moves its seller to the top; an unseen one raises its unread count', () => {
    const list = [friend('a'), friend('b', 1), friend('c')];
    expect(
      friendsAfterMessage(list, 'c', '2026-11-22T10:00:00.000Z', false)!.map((f) => [
        f.fdId,
        f.unread,
        f.lastMessageAt,
      ]),
    ).toEqual([
      ['c', 0, '2026-11-22T10:00:00.000Z'],
      ['a', 0, '2026-11-20T10:00:00.000Z'],
      ['b', 1, '2026-11-20T10:00:00.000Z'],
    ]);
    expect(
      friendsAfterMessage(list, 'b', '2026-11-22T10:00:00.000Z', true)!.map((f) => [
        f.fdId,
        f.unread,
      ]),
    ).toEqual([
      ['b', 2],
      ['a', 0],
      ['c', 0],
    ]);
    expect(friendsAfterMessage(list, 'z', '2026-11-22T10:00:00.000Z', true)).toBeNull();
  });

  it('sellers with waiting messages come first, the latest waiting on top', () => {
    const list = [friend('a'), friend('b'), friend('c')];
    expect(
      pendingFriends(list, [
        waiting('c', 'x', 1000),
        waiting('b', 'y', 2000),
        waiting('unknown', 'z', 3000),
      ]).map((f) => f.fdId),
    ).toEqual(['b', 'c', 'a']);
    expect(pendingFriends(list, [])).toEqual(list);
  });

  it('unread total adds every seller’s count; a conversation being read has none', () => {
    const list = [friend('a', 2), friend('b'), friend('c', 3)];
    expect(unreadTotal(list)).toBe(5);
    expect(unreadTotal(undefined)).toBe(0);
    expect(unreadTotal(markRead(list, 'c'))).toBe(2);
  });
});
