import { formatRupees } from '@shared/rules/currency';
import type { Db } from '../../db/client';
import { DomainError } from '../../domain-error';
import type { CourierProvider } from '../../providers/courier-provider';
import { acceptReturn, refuseReturn } from '../../modules/returns/decide';
import * as repo from '../../modules/returns/repository';
import { plainText } from '../seller-chat/commands';

/**
 * A seller's return commands (issue 60): list its returns, accept one that reached it, refuse
 * one with a reason. Each answers the lines to print; a refusal of the command is a line too.
 * Returns are named by the first characters of their id, as `/returns` prints them.
 */
export interface ReturnTools {
  db: Db;
  courier: CourierProvider;
  sellerId: string;
}

const ID_SHOWN = 8;

export async function listReturns({ db, sellerId }: ReturnTools): Promise<string[]> {
  const rows = await repo.returnsOfSeller(db, sellerId);
  if (rows.length === 0) return ['No returns.'];
  return Promise.all(
    rows.map(async ({ ret }) => {
      const items = (await repo.returnItems(db, ret.id))
        .map(
          (i) =>
            `${i.line.units} x ${plainText(i.item.name)}${i.item.size ? ` (${i.item.size})` : ''}`,
        )
        .join(', ');
      return `${ret.id.slice(0, ID_SHOWN)}  ${ret.kind}  ${ret.status}  ${ret.reason}  pickup ${ret.pickupDay}  ${items}`;
    }),
  );
}

async function findReturn(
  { db, sellerId }: ReturnTools,
  prefix: string,
): Promise<{ problem: string } | { id: string }> {
  const wanted = prefix.trim().toLowerCase();
  if (wanted.length < 4) return { problem: 'Name the return by at least 4 characters of its id' };
  const found = (await repo.returnsOfSeller(db, sellerId, 500)).filter((r) =>
    r.ret.id.startsWith(wanted),
  );
  if (found.length !== 1)
    return {
      problem:
        found.length === 0
          ? `No return ${prefix} (see /returns)`
          : `${prefix} fits more than one return: type more of it`,
    };
  return { id: found[0]!.ret.id };
}

/** Domain refusals (not received yet, decided already) are told, anything else is thrown. */
async function told(work: () => Promise<string[]>): Promise<string[]> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) return [error.message];
    throw error;
  }
}

export async function acceptReturnCommand(tools: ReturnTools, prefix: string): Promise<string[]> {
  const found = await findReturn(tools, prefix);
  if ('problem' in found) return [found.problem];
  return told(async () => {
    const done = await acceptReturn(tools.db, tools.courier, tools.sellerId, found.id);
    if (done.kind === 'exchange') return [`Accepted: the new size is booked to the shopper.`];
    const rupees = formatRupees((done.refundPaise ?? 0) / 100);
    return [
      done.upiId
        ? `Accepted: ${rupees} is owed to ${done.upiId} (paid by support).`
        : `Accepted: ${rupees} is refunded to the shopper's payment.`,
    ];
  });
}

export async function refuseReturnCommand(
  tools: ReturnTools,
  prefix: string,
  reason: string,
): Promise<string[]> {
  const why = reason.trim();
  if (why.length === 0 || why.length > 300)
    return ['Give the shopper a reason (up to 300 characters)'];
  const found = await findReturn(tools, prefix);
  if ('problem' in found) return [found.problem];
  return told(async () => {
    await refuseReturn(tools.db, tools.sellerId, found.id, why);
    return ['Refused; the shopper sees your reason.'];
  });
}

/** `/returns`, `/accept <id>`, `/refuse <id> <reason>`: null for a line that is none of them. */
export function runReturnCommand(tools: ReturnTools, line: string): Promise<string[]> | null {
  const [command, id = '', ...rest] = line.trim().split(/\s+/);
  if (command === '/returns') return listReturns(tools);
  if (command === '/accept') return acceptReturnCommand(tools, id);
  if (command === '/refuse') return refuseReturnCommand(tools, id, rest.join(' '));
  return null;
}
