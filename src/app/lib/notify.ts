/**
 * Toasts, loaded on first use: react-hot-toast is not part of the first paint. Messages raised
 * before the toast container mounts are shown as soon as it does. A message is its own toast id,
 * so the same text raised again while it shows ("Out of stock" from two taps) stays one toast.
 */
import type { toast } from 'react-hot-toast';

let loaded: Promise<typeof toast> | undefined;
const load = () => (loaded ??= import('react-hot-toast').then((m) => m.toast));

export const notify = {
  success: (message: string) =>
    void load().then((toast) => toast.success(message, { id: message })),
  error: (message: string) => void load().then((toast) => toast.error(message, { id: message })),
};
