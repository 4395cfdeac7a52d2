import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/**
 * File handles kept free for what is not a client connection: the database pool and its LISTEN
 * connections, PGlite's files, static files being sent, chat pictures on their way to storage,
 * kept renders, logs. A tenth of the limit, never under this.
 */
const MIN_SPARE_HANDLES = 64;
/** A full file table is reported at most this often (each refused connection would be a line). */
const REPORT_EVERY_MS = 10_000;

/** The soft `Max open files` of this process from /proc/self/limits, or null (not Linux, unlimited). */
export function openFileLimit(limits = readProc('/proc/self/limits')): number | null {
  const soft = /^Max open files\s+(\S+)/m.exec(limits ?? '')?.[1];
  return soft && /^\d+$/.test(soft) ? Number(soft) : null;
}

/** Handles this process holds now, or 0 where /proc cannot tell. */
export function openFileCount(): number {
  try {
    return readdirSync('/proc/self/fd').length;
  } catch {
    return 0;
  }
}

/**
 * The connections the server may hold: the limit less what is open now (the database, listening
 * sockets, the loaded files) and a spare for what requests open while they run. Null: no cap.
 */
export function connectionCeiling(
  limit: number | null,
  openNow: number,
  reservedForDatabase: number,
): number | null {
  if (limit === null) return null;
  const spare = Math.max(MIN_SPARE_HANDLES, Math.ceil(limit / 10));
  return Math.max(1, limit - openNow - reservedForDatabase - spare);
}

/**
 * Keeps the process alive when file handles run out. Past `maxConnections` Node accepts a new
 * connection and closes it at once ("drop"), so clients cannot take the handles the database and
 * the files need; it accepts again as connections close. An accept that still fails (EMFILE from
 * handles opened elsewhere) is an 'error' on the server, which without a listener ends the
 * process: it is logged instead, and the listening socket keeps accepting once handles free up.
 */
export function guardFileTable(
  server: Server,
  log: FastifyBaseLogger,
  { reservedForDatabase }: { reservedForDatabase: number },
): void {
  const ceiling = connectionCeiling(openFileLimit(), openFileCount(), reservedForDatabase);
  if (ceiling !== null) server.maxConnections = ceiling;
  let lastReport = 0;
  const report = (message: string, detail: object) => {
    const now = Date.now();
    if (now - lastReport < REPORT_EVERY_MS) return;
    lastReport = now;
    log.warn({ ...detail, maxConnections: ceiling }, message);
  };
  server.on('drop', () => report('connection refused: the server holds its most connections', {}));
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.syscall === 'accept' || error.code === 'EMFILE' || error.code === 'ENFILE')
      report('connection not accepted', { code: error.code });
    else log.error({ err: error }, 'server socket error');
  });
}

function readProc(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
