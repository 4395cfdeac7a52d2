import type { Server } from 'node:net';
import { HeldPerKey } from './per-key';

/** The cap when the server faces clients directly (a browser opens at most six per host). */
export const DEFAULT_CONNECTIONS_PER_IP = 256;

/**
 * Closes a new connection at once when its address already holds `max` open ones. Connections
 * that send nothing are cut only after the request timeout; without a cap one address could hold
 * every file descriptor the process may open, and every other visitor would be refused.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new HeldPerKey();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    if (open.held(address) >= max) return void socket.destroy();
    socket.once('close', open.hold(address));
  });
}
