import { m } from '@shared/i18n/paraglide/messages.js';
import type { SendSummary } from '@shared/outbox/channel';
import { inPageLanguage } from '@/lib/tab-api-client';
import { notify } from '@/lib/notify';

/**
 * One toast per run of the outbox: a single change shows the server's own message (as the spec's
 * cart and wishlist messages read); several say "4 changes synced", with a line per refusal.
 * A chat message sent says nothing here: its thread shows it as sent (a refusal still shows).
 */
/** A run's texts, written in the page's language (showSummary). */
export interface ShownSummary extends Omit<SendSummary, 'lastMessage' | 'refused'> {
  lastMessage: string | null;
  refused: { record: SendSummary['refused'][number]['record']; message: string }[];
}

export function summaryText(
  summary: ShownSummary,
  /** Said first: "While the app was closed, " for what the worker sent with no tab open. */
  when = '',
): { text: string; ok: boolean } | null {
  const { refused, lastMessage } = summary;
  const synced = summary.synced.filter((r) => r.area !== 'chat');
  const refusals = refused.map((r) => r.message);
  if (synced.length + refused.length === 0) return null;
  if (synced.length === 0) return { text: `${when}${refusals.join('\n')}`, ok: false };
  const head =
    synced.length === 1 && refused.length === 0
      ? (lastMessage ??
        (synced[0]!.area === 'order'
          ? m.account_cancelled()
          : m.account_changes_synced({ count: 1 })))
      : m.account_changes_synced({ count: synced.length });
  return { text: [`${when}${head}`, ...refusals].join('\n'), ok: refused.length === 0 };
}

/** How news of changes the worker sent with every tab closed begins. */
export const whileClosed = () => m.account_while_closed();

/** Raises the run's toast; the server's texts in it are written by their keys in the page's language. */
export async function showSummary(summary: SendSummary, when = ''): Promise<void> {
  const inPage: ShownSummary = {
    ...summary,
    lastMessage: summary.lastMessage && (await inPageLanguage(summary.lastMessage)),
    refused: await Promise.all(
      summary.refused.map(async (r) => ({ ...r, message: await inPageLanguage(r.message) })),
    ),
  };
  const shown = summaryText(inPage, when);
  if (shown) (shown.ok ? notify.success : notify.error)(shown.text);
}
