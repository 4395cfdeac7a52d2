import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { registerShopper, type Attack } from './flood-memory';

/**
 * Floods of the reads a stranger (or one signed-in shopper) may ask for at no cost, each made up
 * so no cache answers it, each request from an address of its own (the server trusts the bench as
 * its proxy), on 4 connections like the control: PIN lookups, delivery promises, the coupon list
 * and searches that find nothing as typed and fall back (a word spelled wrong, words that no
 * product has together).
 */

/** An address of the benchmarking range (198.18.0.0/15) per request. */
const benchAddress = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;
let sent = 0;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
/** Any six digits not starting with 0: most are no post office's, some are. */
const madeUpPin = () => String(100_000 + Math.floor(Math.random() * 900_000));

/** Words the demo catalogue has, from its many subcategories. */
const KNOWN = [
  'saree',
  'silk',
  'kurti',
  'shirt',
  'formal',
  'jeans',
  'laptop',
  'phone',
  'speaker',
  'bluetooth',
  'earbuds',
  'wireless',
  'watch',
  'smart',
  'fryer',
  'cooker',
  'pressure',
  'bedsheet',
  'clock',
  'wall',
  'bag',
  'school',
  'teddy',
  'mixer',
  'trimmer',
  'beard',
  'shoes',
  'running',
  'lipstick',
  'shampoo',
  'sunscreen',
  'television',
  'sneakers',
  'cotton',
  'lehenga',
  'charger',
] as const;

/** The word with one letter dropped, doubled or swapped with the next: a thumb's slip. */
function misspelt(word: string): string {
  const at = 1 + Math.floor(Math.random() * (word.length - 2));
  switch (Math.floor(Math.random() * 3)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

/** Searches that find nothing as typed: spelled wrong, or known words no product has together. */
const fallbackSearches = [
  () => `${misspelt(pick(KNOWN))} ${misspelt(pick(KNOWN))}`,
  () => `${pick(KNOWN)} ${pick(KNOWN)} ${pick(KNOWN)} ${pick(KNOWN)}`,
  () => `${pick(KNOWN)} ${misspelt(pick(KNOWN))} ${pick(KNOWN)}`,
];

/** A rupee amount from ₹50 to ₹2,00,000, spread evenly over its digits. */
const madeUpRupees = () => Math.round(50 * 4000 ** Math.random());

/**
 * Searches with a budget (issue 61): each a price the index's bands cut anew, with words known,
 * misspelt or none, in the shapes shoppers write a budget.
 */
const budgetSearches = [
  () => `${pick(KNOWN)} under ${madeUpRupees()}`,
  () => `${misspelt(pick(KNOWN))} below ${madeUpRupees()}`,
  () => `${pick(KNOWN)} ${pick(KNOWN)} ${madeUpRupees()} se kam`,
  () => {
    const low = madeUpRupees();
    return `${pick(KNOWN)} ${low}-${low + madeUpRupees()}`;
  },
];

const fromMany = (path: () => string, extra: Record<string, string> = {}) => [
  {
    setupRequest: (request: autocannon.Request) => ({
      ...request,
      path: path(),
      headers: { ...request.headers, ...extra, 'x-forwarded-for': benchAddress(++sent) },
    }),
  },
];

async function anyProductId(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/home/query-products?pageNumber=1`);
  const { products } = (await answer.json()) as { products: { _id: string }[] };
  return products[0]!._id;
}

export async function lookupAttacks(origin: string): Promise<Attack[]> {
  const productId = await anyProductId(origin);
  const shopper = await registerShopper(origin, 99);
  const flood = (requests: ReturnType<typeof fromMany>) => (duration: number) =>
    Promise.all([autocannon({ url: origin, connections: 4, duration, requests })]);
  return [
    {
      name: 'lookup: 4 connections of made-up PIN lookups from many addresses',
      run: flood(fromMany(() => `/api/pincode/${madeUpPin()}`)),
    },
    {
      name: 'lookup: 4 connections of delivery promises, made-up PINs and product ids',
      run: flood(
        fromMany(() =>
          Math.random() < 0.5
            ? `/api/pincode/${madeUpPin()}/delivery/${productId}`
            : `/api/pincode/${madeUpPin()}/delivery/${randomUUID()}`,
        ),
      ),
    },
    {
      name: 'lookup: 4 connections of one shopper listing coupons at random itemsTotal',
      run: flood(
        fromMany(
          () => `/api/order/coupon/available?itemsTotal=${Math.floor(Math.random() * 1e6)}`,
          {
            authorization: `Bearer ${shopper.token}`,
          },
        ),
      ),
    },
    {
      name: 'lookup: 4 connections of misspelt and relaxed searches from many addresses',
      run: flood(
        fromMany(
          () =>
            `/api/home/query-products?searchValue=${encodeURIComponent(pick(fallbackSearches)())}`,
        ),
      ),
    },
    {
      name: 'lookup: 4 connections of searches within made-up budgets from many addresses',
      run: flood(
        fromMany(
          () =>
            `/api/home/query-products?searchValue=${encodeURIComponent(pick(budgetSearches)())}`,
        ),
      ),
    },
  ];
}
