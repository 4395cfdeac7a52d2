import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { lookUpPin } from '../../src/server/modules/pincode/service';

/**
 * BENCH_ONLY=pincode npm run bench: the time to migrate a new PGlite database (the PIN directory
 * included: what the first start pays), the directory's size on disk, and the latency of a PIN
 * lookup (the service: one prepared primary-key read and its shaping, no HTTP), p50 and p99 over
 * every PIN of the directory in a shuffled order, plus one unknown PIN in ten, in three passes.
 * Load on the machine shows in p99 first: note `uptime` beside the figures.
 */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A fixed shuffle (a linear congruential generator), so two runs ask in the same order. */
export function shuffled<T>(items: T[]): T[] {
  let seed = 59;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export async function benchPincodeLookup(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pincode-'));
  try {
    const started = performance.now();
    const database = await openDatabase({ dataDir: dir });
    await database.migrate();
    console.log(
      `pincode: every migration on a new PGlite database: ${Math.round(performance.now() - started)} ms`,
    );
    const { db } = database;
    const [size] = (
      await db.execute<{ bytes: number }>(
        sql`select pg_total_relation_size('pin_codes')::int as bytes`,
      )
    ).rows;
    console.log(
      `pincode: pin_codes on disk, with its index: ${((size as { bytes: number }).bytes / 1e6).toFixed(1)} MB`,
    );
    const { rows } = await db.execute<{ pin: number }>(sql`select pin from pin_codes`);
    const known = (rows as { pin: number }[]).map((r) => String(r.pin));
    const isKnown = new Set(known);
    const unknown = known
      .filter((_, i) => i % 10 === 0)
      .map((pin) => String(Number(pin) + 1))
      .filter((pin) => !isKnown.has(pin));
    const asked = shuffled([...known, ...unknown]);
    for (const pin of asked.slice(0, 500)) await lookUpPin(db, pin).catch(() => undefined); // warm-up
    // Three passes: the first reads pages from disk into PGlite's small shared buffers.
    for (let pass = 1; pass <= 3; pass++) {
      const times: number[] = [];
      // CPU time too: on a machine shared by other work, wall time's p99 is mostly the waits
      // for a core; the CPU time spent on a lookup is the lookup's own cost.
      const cpuTimes: number[] = [];
      for (const pin of asked) {
        const t = process.hrtime.bigint();
        const cpu = process.cpuUsage();
        await lookUpPin(db, pin).catch(() => undefined);
        const used = process.cpuUsage(cpu);
        times.push(Number(process.hrtime.bigint() - t) / 1e6);
        cpuTimes.push((used.user + used.system) / 1000);
      }
      times.sort((a, b) => a - b);
      cpuTimes.sort((a, b) => a - b);
      console.log(
        `pincode: pass ${pass}, lookup on PGlite p50 ${percentile(times, 50).toFixed(3)} ms, p99 ${percentile(times, 99).toFixed(3)} ms, max ${times.at(-1)!.toFixed(3)} ms; CPU time p50 ${percentile(cpuTimes, 50).toFixed(3)} ms, p99 ${percentile(cpuTimes, 99).toFixed(3)} ms (${times.length} lookups, ${unknown.length} of them unknown PINs)`,
      );
    }
    await database.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
