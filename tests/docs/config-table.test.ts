import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../src/server/config';

const TABLE = fileURLToPath(new URL('../../docs/configuration.md', import.meta.url));

/** The configuration table: each row's variables (code spans of its first cell) and its default cell. */
function configurationRows(): { names: string[]; defaults: string }[] {
  return readFileSync(TABLE, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [variables = '', defaults = ''] = line.split(' | ');
      return { names: [...variables.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!), defaults };
    });
}

describe('the configuration table (docs/configuration.md)', () => {
  const rows = configurationRows();
  const documented = rows.flatMap((row) => row.names);

  it('names every variable config.ts reads, and no other', () => {
    expect([...documented].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('gives the default config.ts falls back to', () => {
    const wrong = Object.entries(envSchema.shape).flatMap(([name, schema]) => {
      const parsed = schema.safeParse(undefined);
      const fallback = parsed.success ? parsed.data : undefined;
      if (fallback === undefined || typeof fallback === 'object') return [];
      const row = rows.find((r) => r.names.includes(name));
      return row?.defaults.includes(`\`${String(fallback)}\``)
        ? []
        : [`${name}: config.ts falls back to ${String(fallback)}, the table says ${row?.defaults}`];
    });
    expect(wrong).toEqual([]);
  });
});
