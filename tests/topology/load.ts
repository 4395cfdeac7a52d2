/**
 * A steady catalogue load through the balancer: `connections` loops, each sending its next GET
 * when the last one answered. A request fails when it does not answer 200 (or 304), for any
 * reason: the figure a shopper would feel. `{n}` in a path becomes the request's number, for
 * reads no cache can answer.
 */
export class CatalogueLoad {
  ok = 0;
  failed = 0;
  /** When each failure happened (ms since the epoch) and what it was. */
  readonly failures: { at: number; what: string }[] = [];
  private running = true;
  private readonly loops: Promise<void>[] = [];

  constructor(
    private readonly base: string,
    private readonly paths: string[],
    connections = 16,
  ) {
    for (let i = 0; i < connections; i++) this.loops.push(this.loop(i));
  }

  private async loop(offset: number): Promise<void> {
    for (let n = offset; this.running; n++) {
      const path = this.paths[n % this.paths.length]!.replace('{n}', String(n));
      try {
        const res = await fetch(`${this.base}${path}`, { signal: AbortSignal.timeout(15_000) });
        await res.arrayBuffer();
        if (res.status === 200 || res.status === 304) this.ok++;
        else this.fail(`${res.status} ${path}`);
      } catch (error) {
        this.fail(`${(error as Error).message} ${path}`);
      }
    }
  }

  private fail(what: string): void {
    this.failed++;
    this.failures.push({ at: Date.now(), what });
  }

  /** Counts from here on: call the answer to read what happened since. */
  mark(): () => { ok: number; failed: number; lastFailureAt: number | null } {
    const ok = this.ok;
    const failed = this.failed;
    const since = this.failures.length;
    return () => ({
      ok: this.ok - ok,
      failed: this.failed - failed,
      lastFailureAt: this.failures.slice(since).at(-1)?.at ?? null,
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }
}
