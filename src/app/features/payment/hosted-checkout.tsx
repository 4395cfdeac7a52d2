import { m } from '@shared/i18n/paraglide/messages.js';
import { ApiError } from '@/lib/tab-api-client';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useHostedCheckout } from './api';

/**
 * Card, net banking and wallets through the provider's hosted checkout: the server answers the
 * form's address and sealed data, and the page posts them as a hidden form in a new tab (spec).
 * The result arrives through the webhook; this page keeps polling the status meanwhile.
 */
export function HostedCheckoutButton({ orderId, amount }: { orderId: string; amount: number }) {
  const { user } = useSession();
  const hosted = useHostedCheckout();
  const post = (checkout: { url: string; encryptedData: string; apiKey: string }) => {
    const form = document.createElement('form');
    Object.assign(form, { method: 'POST', action: checkout.url, target: '_blank' });
    for (const [name, value] of [
      ['encData', checkout.encryptedData],
      ['apiKey', checkout.apiKey],
    ] as const) {
      form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
    }
    document.body.append(form);
    form.submit();
    form.remove();
  };
  const open = () =>
    hosted.mutate(
      {
        orderId,
        amount,
        firstname: user?.name ?? '',
        email: user?.email ?? '',
        phone: user?.phonenumber ?? '',
      },
      {
        onSuccess: post,
        onError: (error) =>
          notify.error(
            error instanceof ApiError && !error.isNetworkError
              ? error.message
              : m.payment_init_failed(),
            error,
          ),
      },
    );
  return (
    <button
      type="button"
      disabled={hosted.isPending}
      onClick={open}
      className="min-h-11 rounded border bg-white px-4 py-2 disabled:opacity-50"
    >
      {m.payment_hosted()}
    </button>
  );
}
