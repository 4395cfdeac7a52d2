import type { ChatProduct } from '@shared/api/chat';
import { formatRupees } from '@shared/rules/currency';
import { slugify } from '@shared/rules/text';

/** Seeded sellers sign in as `<slug of shop name>@sellers.example.in` (see tools/seed/seed.ts). */
export function sellerEmail(seller: string): string {
  const given = seller.trim();
  return given.includes('@') ? given : `${slugify(given)}@sellers.example.in`;
}

/**
 * Incoming text is printed to a terminal: control characters (ESC, BEL, CR, C1 codes…) would let
 * a customer move the cursor, rewrite earlier lines or retitle the window, so they become spaces.
 */
export function plainText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ');
}

export interface Customer {
  id: string;
  name: string;
}

/** One line the seller typed, understood. */
export type Command =
  | { kind: 'quit' }
  | { kind: 'list' }
  | { kind: 'empty' }
  | { kind: 'send'; to: Customer; text: string }
  | { kind: 'problem'; message: string };

/**
 * `/quit`, `/list`, `@<name prefix> text` (to the customer whose name starts so; must be one),
 * or plain text (to the customer who wrote last). `seen` is in order of last message, latest last.
 */
export function readCommand(line: string, seen: readonly Customer[]): Command {
  const input = line.trim();
  if (input === '') return { kind: 'empty' };
  if (input === '/quit') return { kind: 'quit' };
  if (input === '/list') return { kind: 'list' };
  if (input.startsWith('/'))
    return {
      kind: 'problem',
      message: `Unknown command ${input.split(/\s/)[0]}: try /list or /quit`,
    };
  if (input.startsWith('@')) {
    const match = /^@(\S+)\s+([\s\S]+)$/.exec(input);
    if (!match) return { kind: 'problem', message: 'Write @<customer name> then the message' };
    const prefix = match[1]!.toLowerCase();
    const found = seen.filter((c) => c.name.toLowerCase().replace(/\s+/g, '').startsWith(prefix));
    if (found.length === 0)
      return {
        kind: 'problem',
        message: `No customer this run starts with "${match[1]}" (see /list)`,
      };
    if (found.length > 1)
      return {
        kind: 'problem',
        message: `"${match[1]}" fits ${found.map((c) => c.name).join(', ')}: type more of the name`,
      };
    return { kind: 'send', to: found[0]!, text: match[2]!.trim() };
  }
  const last = seen.at(-1);
  if (!last) return { kind: 'problem', message: 'No customer has written yet: wait for a message' };
  return { kind: 'send', to: last, text: input };
}

/** Keeps the customers seen this run, the one who wrote last at the end. */
export function noteCustomer(seen: readonly Customer[], customer: Customer): Customer[] {
  return [...seen.filter((c) => c.id !== customer.id), customer];
}

export function formatIncoming(name: string, createdAt: string, text: string): string {
  const at = new Date(createdAt);
  const time = Number.isNaN(at.getTime())
    ? '--:--'
    : at.toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', hour12: false });
  return `[${time}] ${plainText(name)}: ${plainText(text)}`;
}

/**
 * The line under a message about a product (a chat opened from its page): which product, its
 * price today, and its page on the storefront at `url`, so the seller knows what "this" is.
 */
export function formatProduct(product: ChatProduct, url: string): string {
  const page = `${url}/product/details/${encodeURIComponent(product.slug)}`;
  return `    about: ${plainText(product.name)}, ${formatRupees(product.price)}, ${page}`;
}
