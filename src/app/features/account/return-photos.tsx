import { useState } from 'react';
import { CHAT_IMAGE_MAX_BYTES } from '@shared/constants';
import { MAX_RETURN_PHOTOS } from '@shared/rules/return-window';
import { m } from '@shared/i18n/paraglide/messages.js';
import { notify } from '@/lib/notify';
import { useApi } from '@/lib/use-api';
import { uploadReturnPhoto } from './returns-api';

export interface ReturnPhoto {
  id: string;
  /** The picture on this device, shown without downloading it back. */
  preview: string;
}

/** Photos for the seller, sent one by one through the chat's upload as they are chosen. */
export function ReturnPhotos(props: {
  to: { userId: string; sellerId: string; orderId: string };
  photos: ReturnPhoto[];
  onChange: (photos: ReturnPhoto[]) => void;
}) {
  const api = useApi();
  const [sending, setSending] = useState(false);
  const add = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > CHAT_IMAGE_MAX_BYTES) return notify.error(m.chat_picture_too_large());
    setSending(true);
    try {
      const caption = m.return_photo_caption({ order: props.to.orderId });
      const id = await uploadReturnPhoto(api, { ...props.to, file, caption });
      props.onChange([...props.photos, { id, preview: URL.createObjectURL(file) }]);
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="space-y-2">
      <label className="flex flex-col items-start gap-1 font-medium">
        {m.return_photos_label({ count: MAX_RETURN_PHOTOS })}
        {/* The browser's own file button speaks the browser's language: ours, the page's. */}
        <span className="flex min-h-11 items-center rounded border border-slate-400 px-3 font-normal has-[:disabled]:opacity-60">
          {m.return_photo_add()}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label={m.return_photos_label({ count: MAX_RETURN_PHOTOS })}
            className="sr-only"
            disabled={sending || props.photos.length >= MAX_RETURN_PHOTOS}
            onChange={(e) => {
              void add(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </span>
      </label>
      {sending && <p role="status">{m.return_photo_sending()}</p>}
      <ul className="flex flex-wrap gap-2">
        {props.photos.map((p, n) => (
          <li key={p.id} className="relative">
            <img
              src={p.preview}
              alt={m.return_photo_alt({ number: n + 1 })}
              className="h-20 w-20 rounded object-cover"
            />
            <button
              type="button"
              aria-label={m.return_photo_remove({ number: n + 1 })}
              className="absolute -top-2 -right-2 h-11 w-11 rounded-full bg-white/90 text-lg shadow"
              onClick={() => props.onChange(props.photos.filter((q) => q.id !== p.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
