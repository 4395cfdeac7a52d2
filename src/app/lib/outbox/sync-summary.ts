import type { SendSummary } from '@shared/outbox/channel';
import { notify } from '@/lib/notify';

/**
 * One toast per run of the outbox: a single change shows the server's own message (as the spec's
 * cart and wishlist messages read); several say "4 changes synced", with a line per refusal.
 * A chat message sent says nothing here: its thread shows it as sent (a refusal still shows).
 */
export function summaryText(summary: SendSummary): { text: string; ok: boolean } | null {
  const { refused, lastMessage } = summary;
  const synced = summary.synced.filter((r) => r.area !== 'chat');
  const refusals = refused.map((r) => r.message);
  if (synced.length + refused.length === 0) return null;
  if (synced.length === 0) return { text: refusals.join('\n'), ok: false };
  const head =
    synced.length === 1 && refused.length === 0
      ? (lastMessage ?? '1 change synced')
      : `${synced.length} ${synced.length === 1 ? 'change' : 'changes'} synced`;
  return { text: [head, ...refusals].join('\n'), ok: refused.length === 0 };
}

export function showSummary(summary: SendSummary): void {
  const shown = summaryText(summary);
  if (shown) (shown.ok ? notify.success : notify.error)(shown.text);
}
