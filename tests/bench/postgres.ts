import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** A private PostgreSQL cluster under .bench-data (kept between runs so seeded data is reused). */
export function startPostgres(dir: string, port: number): { url: string; stop: () => void } | null {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort().pop() : undefined;
  if (!version) return null;
  const bin = `${root}/${version}/bin`;
  const data = resolve(dir);
  const asPostgres = (cmd: string, args: string[]) =>
    process.getuid?.() === 0
      ? execFileSync('runuser', ['-u', 'postgres', '--', `${bin}/${cmd}`, ...args], {
          stdio: 'pipe',
        })
      : execFileSync(`${bin}/${cmd}`, args, { stdio: 'pipe' });
  if (!existsSync(`${data}/PG_VERSION`)) {
    mkdirSync(data, { recursive: true });
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', data]);
    asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  }
  asPostgres('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k /tmp -c shared_buffers=256MB`,
    '-l',
    `${data}/server.log`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
}
