import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { CHAT_IMAGE_MAX_BYTES, CHAT_MESSAGE_MAX } from '@shared/constants';
import type { ChatProduct } from '@shared/api/chat';
import { groupIndian } from '@shared/rules/currency';
import { m } from '@shared/i18n/paraglide/messages.js';
import { useQueueChange } from '@/lib/outbox/use-shop-view';
import { errorText } from '@/lib/error-text';
import { useOnline } from '@/lib/online';
import { useSession } from '@/lib/session';
import { useSendImage } from './send-image';

const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';

interface ComposerProps {
  sellerId: string;
  /** What the chat is about (opened from a product's page): it goes with the next message. */
  product?: ChatProduct | null;
  onProductSent?: () => void;
}

/**
 * The text box with Send and the picture picker. A message goes into the outbox (it shows at
 * once, "waiting to send" until the server stored it, and survives a reload offline); an empty
 * one is not sent. A picture needs the network: the server judges its content and size.
 */
export function Composer({ sellerId, product, onProductSent }: ComposerProps) {
  const { user } = useSession();
  const online = useOnline();
  const queue = useQueueChange();
  const [text, setText] = useState('');
  const picture = useSendImage(sellerId);
  // Said before 5 MB travel over a phone's connection; the server checks again, and the content.
  const [tooLarge, setTooLarge] = useState(false);
  const pictureError = tooLarge ? m.chat_picture_too_large() : errorText(picture.error);
  const trimmed = text.trim();
  const box = useGrowingBox(text);
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!user || !trimmed || trimmed.length > CHAT_MESSAGE_MAX) return;
    queue({
      area: 'chat',
      kind: 'send',
      payload: { sellerId, text: trimmed, name: user.name, ...(product && { product }) },
    });
    setText('');
    if (product) onProductSent?.();
  };
  return (
    <div className="border-t border-slate-200 p-2">
      {pictureError && (
        <p role="alert" className="mb-1 text-sm text-rose-700">
          {pictureError}
        </p>
      )}
      {!online && (
        <p role="status" className="mb-1 text-sm text-amber-800">
          {m.chat_offline_note()}
        </p>
      )}
      <form onSubmit={send} className="flex items-end gap-2">
        <PicturePicker
          online={online}
          busy={picture.isPending}
          onPick={(file) => {
            picture.reset();
            setTooLarge(file.size > CHAT_IMAGE_MAX_BYTES);
            if (user && file.size <= CHAT_IMAGE_MAX_BYTES)
              picture.mutate({ userId: user.id, file });
          }}
        />
        <div className="min-w-0 flex-1">
          <label htmlFor="chat-message" className="sr-only">
            {m.chat_message()}
          </label>
          <textarea
            id="chat-message"
            ref={box}
            rows={1}
            value={text}
            maxLength={CHAT_MESSAGE_MAX}
            aria-describedby="chat-count"
            placeholder={m.chat_type_message()}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && !e.shiftKey && send(e)}
            className="block max-h-32 min-h-11 w-full resize-none rounded-lg border border-slate-300 px-3 py-2"
          />
          <p id="chat-count" className="mt-0.5 text-right text-xs text-slate-500">
            {groupIndian(text.length)}/{groupIndian(CHAT_MESSAGE_MAX)}
          </p>
        </div>
        <button
          type="submit"
          disabled={!trimmed}
          className="mb-5 min-h-11 rounded-lg bg-teal-700 px-4 font-medium text-white disabled:opacity-50"
        >
          {m.chat_send()}
        </button>
      </form>
    </div>
  );
}

/**
 * A one-row box does not grow: on a phone the line typed before would scroll out of sight.
 * It grows with its text up to max-h-32, then scrolls; emptied after a send, it is one row again.
 */
function useGrowingBox(text: string) {
  const box = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
  }, [text]);
  return box;
}

function PicturePicker({
  online,
  busy,
  onPick,
}: {
  online: boolean;
  busy: boolean;
  onPick: (file: File) => void;
}) {
  const pick = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (file) onPick(file);
  };
  return (
    <label
      className={`mb-5 flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-slate-300 ${online && !busy ? 'cursor-pointer hover:bg-slate-100' : 'opacity-50'}`}
    >
      <span className="sr-only">{m.chat_send_picture()}</span>
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="M21 16l-5-5-9 8" />
      </svg>
      <input
        type="file"
        accept={PICTURE_TYPES}
        disabled={!online || busy}
        className="sr-only"
        onChange={(e) => pick(e.currentTarget)}
      />
    </label>
  );
}
