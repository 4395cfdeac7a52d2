import { io, type Socket } from 'socket.io-client';

/** What the topology test does as a shopper or a seller, over plain HTTP and Socket.IO. */

export { HOME_ADDRESS as ADDRESS } from '../../src/server/test/home-address';

export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
}

export interface Shopper {
  id: string;
  token: string;
}

export async function registerShopper(base: string): Promise<Shopper> {
  const email = `topology.${Math.random().toString(36).slice(2)}@example.in`;
  const res = await call<{ token: string }>(
    base,
    'POST',
    '/customer/customer-register',
    undefined,
    {
      name: 'Asha Verma',
      email,
      password: 'correct horse',
    },
  );
  if (res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(res.json)}`);
  const token = res.json.token;
  const id = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).id as string;
  return { id, token };
}

/**
 * A chat socket as the storefront and seller-chat hold one: WebSocket only (no stickiness
 * needed), reconnecting by itself after a dropped connection and, like the apps, after the
 * server closed it on shutdown ('io server disconnect').
 */
export function chatSocket(
  base: string,
  token: string,
  customerId?: string,
): Socket & { reconnections: number } {
  const socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnectionDelay: 300,
    reconnectionDelayMax: 1000,
    // As seller-chat does: an event not acknowledged is sent again once connected elsewhere
    // (answers carry a messageId, so the server stores a repeat once).
    ackTimeout: 8_000,
    retries: 3,
  }) as Socket & { reconnections: number };
  socket.reconnections = 0;
  let connectedBefore = false;
  socket.on('connect', () => {
    if (connectedBefore) socket.reconnections++;
    connectedBefore = true;
    // A shopper's socket hears sellers' answers once it says who it is, on every connection.
    if (customerId) socket.emit('add_user', customerId, {}, () => undefined);
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') setTimeout(() => socket.connect(), 300);
  });
  return socket;
}

export function connected(socket: Socket, timeoutMs = 10_000): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket did not connect')), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
