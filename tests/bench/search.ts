import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../../src/server/db/client';
import { queryProducts } from '../../src/server/modules/catalogue/listing-repository';
import { ListingCounts } from '../../src/server/modules/catalogue/listing-counts';
import { indexUnsearchableProducts } from '../../src/server/modules/catalogue/search/index-repository';
import {
  SubcategoryNames,
  searchSuggestions,
} from '../../src/server/modules/catalogue/search/suggestions-repository';
import { startPostgres } from './postgres';

/**
 * BENCH_ONLY=search npm run bench: what 30 shopper queries find (top three, before and after:
 * "before" is the substring match search used to be), then the latency of each search and
 * suggestion at each size, p50 and p99 over BENCH_SEARCH_ROUNDS rounds, run one at a time in
 * this process (the database's cost, no HTTP). A fresh count cache per search: the first
 * shopper to type a query pays its count. BENCH_SEARCH_SIZES (default 600,100000,1000000),
 * BENCH_DRIVERS (default pglite,postgres), BENCH_DATA_DIR as for the other benches. The
 * searches that name a budget (BUDGET_QUERIES) are timed apart: a budget filters the matches,
 * and the price slider's range is read without it. So are the searches that need a correction or
 * a relaxed step (RELAXED_QUERIES).
 */
export const SHOPPER_QUERIES = [
  'saree silk',
  'silk saree',
  'mobile 5g',
  'samsng',
  'lehnga',
  'sari',
  'tshirt',
  'kurta men',
  'slippers',
  'jutti',
  'kurti',
  'phone',
  'chappal',
  'shoes for men',
  'kolhapuri',
  '8gb ram phone',
  'lipstik',
  'backpack',
  'air fryer',
  'tv 55 inch',
  'laptop',
  'smart watch',
  'earbuds',
  'jeans for men',
  'dress for girls',
  'kurta pyjama',
  'pressure cooker',
  'perfume',
  'heels',
  'formal shoe',
];

/** Searches with a budget in their words, from tests/search/shopper-queries.ts. */
export const BUDGET_QUERIES = [
  'realme phone under 15000',
  'phone under 15000',
  'saree below 1000',
  'kurti 500 se kam',
  'earbuds 1000-2000',
  'tv above 30000',
];

/**
 * Searches that only a later step answers: a misspelt word corrected, a brand or word the shop
 * lacks dropped, the least important words relaxed (from tests/search/shopper-queries.ts).
 */
export const RELAXED_QUERIES = [
  'blutooth speaker',
  'mobil',
  'nike shoes',
  'kurti set with dupatta',
  'apple iphone',
  'saree for wed',
  'jeans 32 waist',
];

const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 5);
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '600,100000,1000000').split(',').map(Number);
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');
const DATA = process.env.BENCH_DATA_DIR ?? '.bench-data';
const PG_PORT = 55433 + (Number(process.env.BENCH_PORT_BASE ?? 3900) - 3900);

const top3 = (names: string[]) => (names.length ? names.slice(0, 3).join('; ') : '(nothing)');

/** The search as it was: a substring of name and brand, newest first. */
async function substringSearch(db: Db, text: string): Promise<string[]> {
  const { rows } = await db.execute(sql`
    select name from products
    where lower(name || ' ' || coalesce(brand, '')) like ${`%${text.trim().toLowerCase()}%`}
    order by created_at desc, id limit 3`);
  return (rows as { name: string }[]).map((r) => r.name);
}

async function printTable(db: Db): Promise<void> {
  console.log('\nquery | before: substring, newest first | after: top three (total, did you mean)');
  for (const q of SHOPPER_QUERIES) {
    const after = await queryProducts(db, { searchValue: q }, new ListingCounts());
    const offer =
      'didYouMean' in after && after.didYouMean ? `; did you mean ${after.didYouMean}` : '';
    console.log(
      `${q} | ${top3(await substringSearch(db, q))} | ${top3(after.products.map((p) => p.name))} (${after.totalProduct}${offer})`,
    );
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const fmt = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms (${values.length} runs)`;
};
const worst = (times: Map<string, number>) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([q, ms]) => `"${q}" ${ms.toFixed(1)} ms`)
    .join(', ');

async function latencies(db: Db, label: string): Promise<void> {
  const searches: number[] = [];
  const budgets: number[] = [];
  const relaxed: number[] = [];
  const suggestions: number[] = [];
  const slowest = new Map<string, number>();
  const slowestSuggestions = new Map<string, number>();
  // Kept across keystrokes, as the routes keep it until the catalogue changes.
  const subcategoryNames = new SubcategoryNames();
  const search = (q: string) => queryProducts(db, { searchValue: q }, new ListingCounts());
  for (const q of [...SHOPPER_QUERIES, ...BUDGET_QUERIES, ...RELAXED_QUERIES]) await search(q); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of SHOPPER_QUERIES) {
      const ms = await time(() => search(q));
      searches.push(ms);
      slowest.set(q, Math.max(slowest.get(q) ?? 0, ms));
      // As typed: the query without its last two letters, then whole.
      for (const typed of [q.slice(0, -2), q]) {
        const took = await time(() => searchSuggestions(db, subcategoryNames, typed));
        suggestions.push(took);
        slowestSuggestions.set(typed, Math.max(slowestSuggestions.get(typed) ?? 0, took));
      }
    }
    for (const q of BUDGET_QUERIES) {
      const ms = await time(() => search(q));
      budgets.push(ms);
      slowest.set(q, Math.max(slowest.get(q) ?? 0, ms));
    }
    for (const q of RELAXED_QUERIES) {
      const ms = await time(() => search(q));
      relaxed.push(ms);
      slowest.set(q, Math.max(slowest.get(q) ?? 0, ms));
    }
  }
  console.log(`${label}: search ${fmt(searches)}; suggestions ${fmt(suggestions)}`);
  console.log(`${label}: searches with a budget ${fmt(budgets)}`);
  console.log(`${label}: corrected or relaxed searches ${fmt(relaxed)}`);
  console.log(`${label}: slowest searches: ${worst(slowest)}`);
  console.log(`${label}: slowest suggestions: ${worst(slowestSuggestions)}`);
}

function seed(size: number, env: Record<string, string>): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/tools/seed/seed-cli.ts', '--products', String(size)],
    { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: 'inherit' },
  );
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed ${size}: ${code}`)),
    ),
  );
}

async function benchSize(driver: string, size: number, url: string | undefined, dir: string) {
  await seed(size, url ? { DATABASE_URL: url } : { DATA_DIR: dir, DATABASE_URL: '' });
  const database = await openDatabase({ url, dataDir: url ? null : dir });
  try {
    const indexed = await indexUnsearchableProducts(database.db);
    if (indexed)
      console.log(`(made ${indexed} search documents of a catalogue seeded before them)`);
    if (size === SIZES[0]) await printTable(database.db);
    await latencies(database.db, `${driver}, ${size} products`);
  } finally {
    await database.close();
  }
}

async function databaseUrl(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function benchSearch(): Promise<void> {
  mkdirSync(DATA, { recursive: true });
  if (DRIVERS.includes('pglite'))
    for (const size of SIZES) await benchSize('PGlite', size, undefined, `${DATA}/pglite-${size}`);
  if (!DRIVERS.includes('postgres')) return;
  const local = process.env.BENCH_DATABASE_URL ? null : startPostgres(`${DATA}/postgres`, PG_PORT);
  const adminUrl = process.env.BENCH_DATABASE_URL ?? local?.url;
  if (!adminUrl) return console.log('No PostgreSQL found: its search figures skipped.');
  try {
    for (const size of SIZES)
      await benchSize('PostgreSQL', size, await databaseUrl(adminUrl, `bench_${size}`), '');
  } finally {
    local?.stop();
  }
}
