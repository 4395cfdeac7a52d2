/**
 * Toasts, loaded on first use: react-hot-toast is not part of the first paint, nor of a visit
 * that raises no message (the container mounts with the first one: layout/after-paint.tsx).
 * Messages raised before the container mounts are shown as soon as it does. A message is its own
 * toast id, so the same text raised again while it shows ("Out of stock" from two taps) stays one
 * toast.
 */
import { createElement, useSyncExternalStore, type ReactElement } from 'react';
import type { toast } from 'react-hot-toast';
import { m } from '@shared/i18n/paraglide/messages.js';
import { failureId } from './error-text';

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
  /** `cause`: the failure shown; a server's own failure adds its request id (error-text.ts). */
  error: (message: string, cause?: unknown) => {
    const content = withErrorId(message, failureId(cause));
    void load().then((toast) => toast.error(content, { id: message }));
  },
};

/** The message, and under it, small, the request id a shopper's screenshot should name. */
function withErrorId(message: string, id: string | undefined): string | ReactElement {
  if (!id) return message;
  return createElement(
    'span',
    null,
    message,
    createElement(
      'span',
      { className: 'mt-1 block text-xs text-slate-300 select-all', 'data-testid': 'error-id' },
      m.account_error_id({ id }),
    ),
  );
}

/** True from the first message raised in this page; false in server HTML and while hydrating. */
export function useMessageRaised(): boolean {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    () => raised,
    () => false,
  );
}
