import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The folders of code, and what in them is no source file: generated, SQL, text, data, fonts. */
const SOURCE_FOLDERS = ['src', 'sw', 'tests', 'scripts'];
const NOT_SOURCE = /paraglide|\/migrations\/|\.md$|\.json$|fonts\//;

/** Route files are named by the URL they serve (`index.tsx`, `confirm.tsx`), not by us. */
const NAMED_BY_THEIR_URL = /^src\/app\/routes\//;

const { locales } = JSON.parse(
  readFileSync(join(ROOT, 'project.inlang/settings.json'), 'utf8'),
) as { locales: string[] };

/**
 * The names that repeat on purpose, where a newcomer expects the same name in each folder of a
 * kind. A name may be used twice only when every file bearing it follows the same one of these.
 */
const CONVENTIONS: readonly RegExp[] = [
  // A server module's layers: modules/<module>/routes.ts -> service.ts -> repository.ts.
  /^src\/server\/modules\/[^/]+\/(routes|service|repository)\.ts$/,
  // A storefront feature's queries and mutations: features/<feature>/api.ts.
  /^src\/app\/features\/[^/]+\/api\.ts$/,
  // A category's seed items beside the drawings named like it (beauty.ts, home.ts).
  /^src\/server\/(tools\/seed\/items|modules\/images\/drawings)\/[^/]+\.ts$/,
  // A language's part of a multilingual folder (hi.ts), one file per locale of project.inlang.
  new RegExp(`/(${locales.join('|')})\\.ts$`),
  // A folder's barrel.
  /\/index\.ts$/,
];

/** The source files of the working tree, committed or new (ignored ones left out). */
function sourceFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', ...SOURCE_FOLDERS],
    { cwd: ROOT, encoding: 'utf8' },
  );
  const paths = new Set(listed.split('\0').filter(Boolean));
  return [...paths].filter((path) => !NOT_SOURCE.test(path) && existsSync(join(ROOT, path)));
}

/** Each base name used by more than one file outside the conventions, with its files. */
export function repeatedNames(paths: readonly string[]): string[] {
  const byName = new Map<string, string[]>();
  for (const path of paths.filter((p) => !NAMED_BY_THEIR_URL.test(p))) {
    const name = basename(path);
    byName.set(name, [...(byName.get(name) ?? []), path]);
  }
  return [...byName]
    .filter(([, files]) => files.length > 1)
    .filter(([, files]) => !CONVENTIONS.some((rule) => files.every((file) => rule.test(file))))
    .map(([name, files]) => `${name}: ${files.join(', ')}`);
}

describe('source file names', () => {
  it('lists the source files', () => {
    expect(sourceFiles()).toContain('sw/sw.ts');
    expect(sourceFiles()).not.toContain('src/server/README.md');
  });

  it('gives no two source files the same name, but by a convention', () => {
    expect(repeatedNames(sourceFiles())).toEqual([]);
  });

  it('tells a convention from a name that says two things', () => {
    expect(
      repeatedNames([
        'src/server/modules/cart/routes.ts',
        'src/server/modules/chat/routes.ts',
        'src/app/routes/order/confirm.tsx',
        'src/app/routes/payment/confirm.tsx',
        'src/app/routes/dashboard/my-orders.tsx',
        'src/app/features/account/my-orders.tsx',
        'src/server/tools/seed/translations/hi.ts',
        'src/shared/i18n/colours/hi.ts',
      ]),
    ).toEqual([]);
    expect(
      repeatedNames([
        'src/shared/api/cart.ts',
        'src/shared/rules/cart.ts',
        'src/server/tools/seed/items/home.ts',
        'src/server/modules/images/drawings/home.ts',
        'src/app/lib/catalogue/home.ts',
        'src/server/modules/cart/routes.ts',
        'src/server/http/routes.ts',
      ]),
    ).toEqual([
      'cart.ts: src/shared/api/cart.ts, src/shared/rules/cart.ts',
      'home.ts: src/server/tools/seed/items/home.ts, src/server/modules/images/drawings/home.ts, src/app/lib/catalogue/home.ts',
      'routes.ts: src/server/modules/cart/routes.ts, src/server/http/routes.ts',
    ]);
  });
});
