import { parseArgs } from 'node:util';
import type { z } from 'zod';
import * as api from '@shared/api/seller-returns';
import { formatRupeesPaise } from '@shared/rules/currency';
import { plainText } from '../seller-chat/commands';
import { Refused, SellerApi } from '../seller-api';

export const HELP = `Usage: npm run seller-returns -- --seller <shop name or email> [--password x] [--url http://127.0.0.1:3000] <command>

A seller's returns and exchanges (issue 60, docs/returns.md), on the running shop:
  /returns               your returns, newest first
  /accept <id>           accepts a return that reached you: refunds it (or sends the exchange's size)
  /refuse <id> <reason>  refuses it; the shopper reads your reason
A return is named by the first characters of its id, as /returns prints them.`;

type SellerReturn = z.infer<typeof api.sellerReturn>;
const ID_SHOWN = 8;

export function formatReturn(r: SellerReturn): string {
  const items = r.items
    .map((i) => `${i.units} x ${plainText(i.name)}${i.size ? ` (${i.size})` : ''}`)
    .join(', ');
  return `${r.id.slice(0, ID_SHOWN)}  ${r.kind}  ${r.status}  ${r.reason}  order ${r.orderId}  pickup ${r.pickupDay}  ${items}`;
}

/** The one return whose id starts with `prefix`, or what to tell the seller. */
async function findReturn(client: SellerApi, prefix: string): Promise<{ id: string } | string> {
  const wanted = prefix.trim().toLowerCase();
  if (wanted.length < 4) return 'Name the return by at least 4 characters of its id';
  const found = (await client.call(api.sellerReturns)).returns.filter((r) =>
    r.id.startsWith(wanted),
  );
  if (found.length === 1) return { id: found[0]!.id };
  return found.length === 0
    ? `No return ${prefix} (see /returns)`
    : `${prefix} fits more than one return: type more of it`;
}

async function accept(client: SellerApi, prefix: string): Promise<string> {
  const found = await findReturn(client, prefix);
  if (typeof found === 'string') return found;
  const done = await client.call(api.sellerAcceptReturn, { returnId: found.id });
  if (done.return.kind === 'exchange') return 'Accepted: the new size is booked to the shopper.';
  const rupees = formatRupeesPaise(done.refund ?? 0);
  return done.upiId
    ? `Accepted: ${rupees} is owed to ${done.upiId} (paid by support).`
    : `Accepted: ${rupees} is refunded to the shopper's payment.`;
}

async function refuse(client: SellerApi, prefix: string, reason: string): Promise<string> {
  const found = await findReturn(client, prefix);
  if (typeof found === 'string') return found;
  await client.call(api.sellerRefuseReturn, { returnId: found.id, reason });
  return 'Refused; the shopper sees your reason.';
}

/** One command's lines; null for a line that is none of them. The server's refusals are told. */
export async function runReturnCommand(client: SellerApi, words: string[]): Promise<string | null> {
  const [command, id = '', ...rest] = words;
  try {
    if (command === '/returns') {
      const { returns } = await client.call(api.sellerReturns);
      return returns.length ? returns.map(formatReturn).join('\n') : 'No returns.';
    }
    if (command === '/accept') return await accept(client, id);
    if (command === '/refuse') return await refuse(client, id, rest.join(' '));
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.message;
    throw error;
  }
}

/** `npm run seller-returns`: what to print, and the exit code. */
export async function sellerReturns(argv: string[]): Promise<{ out: string; code: number }> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      seller: { type: 'string' },
      password: { type: 'string' },
      url: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const known = ['/returns', '/accept', '/refuse'].includes(positionals[0] ?? '');
  if (values.help || !values.seller || !known) return { out: HELP, code: values.help ? 0 : 2 };
  const client = await SellerApi.signIn(values.url, values.seller, values.password);
  const out = await runReturnCommand(client, positionals);
  return out === null ? { out: HELP, code: 2 } : { out, code: 0 };
}
