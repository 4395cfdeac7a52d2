import type { FastifyBaseLogger } from 'fastify';
import { accountRoom, SELLERS_ROOM, sellerRoom, type ChatServer } from './socket-types';

/** A crashed instance is waited for this long (not 5 s), then presence answers from this one. */
const PRESENCE_WAIT_MS = 1_500;

/** Who is connected, across instances (what is known, after the adapter's short wait). */
export function presenceOf(io: ChatServer, log: FastifyBaseLogger) {
  const onlineSellers = async () => {
    // Another instance that crashed answers nobody until its heartbeat runs out: after the
    // adapter's short wait, what this instance knows is answered instead of an error.
    const sockets = await io
      .in(SELLERS_ROOM)
      .timeout(PRESENCE_WAIT_MS)
      .fetchSockets()
      .catch(() => io.local.in(SELLERS_ROOM).fetchSockets());
    const ids = new Set(
      sockets.flatMap((s) => (s.data.party?.role === 'seller' ? [s.data.party.sellerId] : [])),
    );
    return [...ids].map((sellerId) => ({ sellerId }));
  };
  /** Whether the shopper holds a chat socket on any instance. */
  const hasOpenSocket = async (customerId: string) => {
    const sockets = await io
      .in(accountRoom(customerId))
      .timeout(PRESENCE_WAIT_MS)
      .fetchSockets()
      .catch(() => io.local.in(accountRoom(customerId)).fetchSockets());
    return sockets.length > 0;
  };
  /** Whether the seller holds a chat socket on any instance (asked through the adapter). */
  const sellerOnline = async (sellerId: string) =>
    (await io.in(sellerRoom(sellerId)).fetchSockets()).length > 0;
  /** Tells every customer who is online now (a seller came or went); a failure is logged. */
  const announceSellers = () => {
    onlineSellers().then(
      (sellers) => io.to('customers').emit('activeSeller', sellers),
      (error: unknown) => log.error({ err: error }, 'chat: presence failed'),
    );
  };
  return { onlineSellers, hasOpenSocket, sellerOnline, announceSellers };
}

export type Presence = ReturnType<typeof presenceOf>;
