import type { Server, Socket } from 'socket.io';
import type { ChatParty, ClientToServerEvents, ServerToClientEvents } from '@shared/socket-events';

export interface SocketData {
  party: ChatParty;
  sessionId: string | null;
}
export type ChatServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type ChatSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export const customerRoom = (id: string) => `customer:${id}`;
export const sellerRoom = (id: string) => `seller:${id}`;
/** Every socket of a customer account, and of one session (token), so ended sessions can be disconnected. */
export const accountRoom = (customerId: string) => `account:${customerId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Every seller socket is in this room: presence asks it alone, not every customer's socket. */
export const SELLERS_ROOM = 'sellers';
