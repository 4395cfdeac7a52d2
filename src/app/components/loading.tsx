import { m } from '@shared/i18n/paraglide/messages.js';

export function Loading() {
  return <p className="p-6 text-center text-slate-500">{m.shop_loading()}</p>;
}
