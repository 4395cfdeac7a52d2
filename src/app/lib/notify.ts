/**
 * Toasts, loaded on first use: react-hot-toast is not part of the first paint, nor of a visit
 * that raises no message (the container mounts with the first one: layout/after-paint.tsx).
 * Messages raised before the container mounts are shown as soon as it does. A message is its own
 * toast id, so the same text raised again while it shows ("Out of stock" from two taps) stays one
 * toast.
 */
import { useSyncExternalStore } from 'react';
import type { toast } from 'react-hot-toast';

let loaded: Promise<typeof toast> | undefined;
let raised = false;
const listeners = new Set<() => void>();

function load() {
  if (!raised) {
    raised = true;
    for (const listener of listeners) listener();
  }
  return (loaded ??= import('react-hot-toast').then((m) => m.toast));
}

export const notify = {
  success: (message: string) =>
    void load().then((toast) => toast.success(message, { id: message })),
  error: (message: string) => void load().then((toast) => toast.error(message, { id: message })),
};

/** True from the first message raised in this page; false in server HTML and while hydrating. */
export function useMessageRaised(): boolean {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    () => raised,
    () => false,
  );
}
