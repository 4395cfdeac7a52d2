import { parseArgs } from 'node:util';
import type { z } from 'zod';
import * as api from '@shared/api/seller-steps';
import { formatRupees } from '@shared/rules/currency';
import { plainText } from '../seller-chat/commands';
import { SellerApi } from '../seller-api';

export const HELP = `Usage: npm run seller-orders -- --seller <shop name or email> [--password x] [--url http://127.0.0.1:3000] <command>

A seller's steps of an order (issue 60), on the running shop:
  list                     the parts to pack, hand over or see delivered, oldest first
  pack <order number>      marks your part of that order packed
  hand-over <order number> books the courier for your packed part (again: the same parcel)
  --seller    the seller's email, or a seeded shop name ("Charminar Fashions" becomes
              charminar-fashions@sellers.example.in)
  --password  the seller's password (default SELLER_PASSWORD, else the seeded sellers' demo one)
  --url       the storefront server (default http://127.0.0.1:3000)`;

type Part = z.infer<typeof api.sellerOpenPart>;

/** One line per part, the way a seller reads a pick list. */
export function formatPart(p: Part): string {
  const items = p.items.map((i) => `${i.quantity} x ${plainText(i.name)}`).join(', ');
  const parcel = p.shipment ? ` | ${plainText(p.shipment.courier)} AWB ${p.shipment.awb}` : '';
  const by = p.deliveryBy ? ` | by ${p.deliveryBy}` : '';
  return `${p.orderId} | ${p.stage} | ${p.payment === 'cod' ? 'COD' : 'prepaid'} ${formatRupees(p.amount)} | to ${p.pincode}${by}${parcel}\n  ${items}`;
}

/** Runs one command; answers what to print. Throws with the server's words when refused. */
export async function sellerOrders(argv: string[]): Promise<{ out: string; code: number }> {
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
  const [command, orderId] = positionals;
  const known = command === 'list' || ((command === 'pack' || command === 'hand-over') && orderId);
  if (values.help || !values.seller || !known) return { out: HELP, code: values.help ? 0 : 2 };
  const client = await SellerApi.signIn(values.url, values.seller, values.password);
  if (command === 'list') {
    const { parts } = await client.call(api.sellerOpenParts);
    return { out: parts.length ? parts.map(formatPart).join('\n') : 'No open orders.', code: 0 };
  }
  if (command === 'pack') {
    const { part } = await client.call(api.sellerPackPart, { orderId });
    return { out: `Packed.\n${formatPart(part)}`, code: 0 };
  }
  const { part, labelUrl } = await client.call(api.sellerHandOverPart, { orderId });
  const label = labelUrl ? `\nLabel: ${labelUrl}` : '';
  return { out: `Handed to the courier.\n${formatPart(part)}${label}`, code: 0 };
}
