import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/tools/seed/seed';
import { ListingCounts } from '../../src/server/modules/catalogue/listing-counts';
import { queryProducts } from '../../src/server/modules/catalogue/listing-repository';
import { SHOPPER_QUERIES, type ShopperQuery } from './shopper-queries';

/**
 * npx tsx tests/search/top-three.ts [--products N]: seeds a throwaway embedded database (600
 * products unless told) and prints, for each shopper query of shopper-queries.ts, its top three
 * and whether they are right, then the fraction right, overall and by kind.
 */
const size = Number(process.argv[process.argv.indexOf('--products') + 1]) || 600;

interface Card {
  name: string;
  subcategoryName: string;
  discountedPrice: number;
}

/** Right: something found, and each of the first three from the subcategories, within budget. */
export function topThreeRight(q: ShopperQuery, cards: readonly Card[]): boolean {
  const top = cards.slice(0, 3);
  return (
    top.length > 0 &&
    top.every(
      (c) =>
        q.from.includes(c.subcategoryName) &&
        (q.atMost === undefined || c.discountedPrice <= q.atMost) &&
        (q.atLeast === undefined || c.discountedPrice >= q.atLeast),
    )
  );
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'shopper-queries-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    await seedDatabase(database.db, { products: size });
    const byKind = new Map<string, [number, number]>();
    let right = 0;
    console.log('| query | kind | right | top three (subcategory, price) | total |');
    console.log('|---|---|---|---|---|');
    for (const q of SHOPPER_QUERIES) {
      const found = await queryProducts(database.db, { searchValue: q.query }, new ListingCounts());
      const ok = topThreeRight(q, found.products);
      if (ok) right++;
      const [n, of] = byKind.get(q.kind) ?? [0, 0];
      byKind.set(q.kind, [n + (ok ? 1 : 0), of + 1]);
      const top = found.products
        .slice(0, 3)
        .map((c) => `${c.name} (${c.subcategoryName}, ₹${c.discountedPrice})`)
        .join('; ');
      console.log(
        `| ${q.query} | ${q.kind} | ${ok ? 'yes' : 'no'} | ${top || '(nothing)'} | ${found.totalProduct} |`,
      );
    }
    console.log(
      `\n${right} of ${SHOPPER_QUERIES.length} right (${((100 * right) / SHOPPER_QUERIES.length).toFixed(1)}%)`,
    );
    for (const [kind, [n, of]] of byKind) console.log(`  ${kind}: ${n} of ${of}`);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('top-three.ts')) await main();
