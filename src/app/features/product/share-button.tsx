import { useState } from 'react';
import { m } from '@shared/i18n/paraglide/messages.js';
import { notify } from '@/lib/notify';

interface Shared {
  name: string;
  /** The product page's absolute URL. */
  url: string;
}

/**
 * Share a product: the phone's own share sheet where the browser has one (Web Share API), else
 * WhatsApp (a wa.me link with the product's URL, which previews with its card) and Copy link.
 */
export function ShareButton({ name, url }: Shared) {
  const [open, setOpen] = useState(false);
  const share = async () => {
    if (typeof navigator.share === 'function') {
      // A shopper closing the share sheet is not an error.
      await navigator.share({ title: name, text: name, url }).catch(() => undefined);
      return;
    }
    setOpen((was) => !was);
  };
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}`;
  return (
    <div className="relative inline-block">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => void share()}
        // The word is narrower than a finger: padding taken back by the margin widens the target.
        className="-mx-1 inline-flex min-h-11 min-w-11 items-center justify-center gap-1 px-1 font-medium text-teal-800 underline"
      >
        {m.product_share()}
      </button>
      {open && (
        <ul className="absolute left-0 z-10 mt-1 w-44 rounded border bg-white p-1 shadow-lg">
          <li>
            <a
              href={whatsApp}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-11 items-center rounded px-3 hover:bg-slate-100"
              onClick={() => setOpen(false)}
            >
              WhatsApp
            </a>
          </li>
          <li>
            <button
              type="button"
              className="flex min-h-11 w-full items-center rounded px-3 text-left hover:bg-slate-100"
              onClick={async () => {
                setOpen(false);
                const copied = await navigator.clipboard
                  ?.writeText(url)
                  .then(() => true)
                  .catch(() => false);
                if (copied) notify.success(m.product_link_copied());
                else notify.error(m.product_link_not_copied());
              }}
            >
              {m.product_copy_link()}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
