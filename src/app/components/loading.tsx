import { messages } from '@shared/messages';

export function Loading() {
  return <p className="p-6 text-center text-slate-500">{messages.loading}</p>;
}
