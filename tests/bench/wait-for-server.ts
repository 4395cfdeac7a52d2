import type { ChildProcess } from 'node:child_process';

/**
 * Resolves once `url` answers 200, polling every quarter second; fails if `server` (the process
 * serving it, when the bench started one) stops first, or after five minutes: a first start may
 * seed and migrate a large catalogue.
 */
export async function waitForServer(url: string, server?: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (server && server.exitCode !== null) throw new Error('the server stopped');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}
