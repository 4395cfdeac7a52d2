/**
 * What readiness (health.ts) hears from the rest of the instance: made by buildApp, set by
 * serve.ts (draining) and chat's socket (its LISTEN connection).
 */
export interface Readiness {
  /** True once the instance is told to stop (see serve.ts), so balancers move on. */
  draining: boolean;
  /** How long chat's LISTEN connection has been down (0: listening, or no adapter). */
  chatRelayDownMs: () => number;
}

/** An instance that is neither draining nor missing chat's LISTEN connection. */
export const readyInstance = (): Readiness => ({ draining: false, chatRelayDownMs: () => 0 });
