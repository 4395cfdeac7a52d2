import { useEffect, useRef, type ReactNode } from 'react';
import { m } from '@shared/i18n/paraglide/messages.js';
import { FOCUSABLE } from './focusable';
import { CloseIcon } from './icons';

/**
 * A panel sliding in from the left beside a dim blurred overlay (together they cover the
 * screen, as the spec's overlay does), as a modal dialog: focus moves
 * into it on open and back to what opened it on close, Tab stays inside, Escape, the close
 * button and the overlay close it. `focusOnMount` false is for a drawer drawn before it opens
 * (LaidOutAhead), which moves the focus when it is shown instead.
 */
export function Drawer({
  label,
  onClose,
  children,
  footer,
  className = '',
  focusOnMount = true,
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  focusOnMount?: boolean;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => opener?.focus();
    // Decided once, at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') return void (e.stopPropagation(), onClose());
    if (e.key !== 'Tab' || !panel.current) return;
    const all = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const [first, last] = [all[0], all[all.length - 1]];
    const wrapTo = e.shiftKey
      ? document.activeElement === first
        ? last
        : undefined
      : document.activeElement === last
        ? first
        : undefined;
    if (!wrapTo) return;
    e.preventDefault();
    wrapTo.focus();
  };
  return (
    <div
      className={`fixed inset-0 z-50 [--panel-width:min(18rem,85vw)] ${className}`}
      onKeyDown={onKeyDown}
    >
      {/* Dim and blurred only beside the panel, which is opaque: a blur the panel covers is
          still drawn, and on a phone drawing it was most of the frame after the tap. */}
      <div
        data-testid="drawer-overlay"
        className="absolute inset-y-0 right-0 left-(--panel-width) bg-black/40 backdrop-blur-sm"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className="absolute inset-y-0 left-0 flex w-(--panel-width) flex-col bg-white shadow-xl"
      >
        <div className="flex items-center justify-between border-b px-4 py-1">
          <h2 className="font-semibold">{label}</h2>
          <button
            type="button"
            aria-label={m.drawer_close({ label: label.toLowerCase() })}
            className="flex h-11 w-11 items-center justify-center rounded hover:bg-slate-100"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 overflow-auto p-4">{children}</div>
        {footer && <div className="border-t p-3">{footer}</div>}
      </div>
    </div>
  );
}
