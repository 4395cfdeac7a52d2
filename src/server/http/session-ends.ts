/** A session that has ended: one token (`sessionId`, its jti), or every session of an account. */
export type SessionEnd = { sessionId: string } | { customerId: string };

/**
 * Tells long-lived connections that sessions have ended. A request checks its token each time,
 * but a chat socket checked it once, at its handshake: without this, a socket opened before a
 * logout or a password change would go on receiving the account's messages.
 */
export class SessionEnds {
  private readonly listeners = new Set<(end: SessionEnd) => void>();

  subscribe(listener: (end: SessionEnd) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  ended(end: SessionEnd): void {
    for (const listener of this.listeners) listener(end);
  }
}
