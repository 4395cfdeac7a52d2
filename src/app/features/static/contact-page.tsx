import { useState } from 'react';
import { m } from '@shared/i18n/paraglide/messages.js';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useSendContactMessage, type ContactMessage } from './api';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };
// Message functions, called while drawing: the texts are the page's language's.
const CARDS = [
  [m.pages_contact_address, () => `${m.footer_address_street()}, ${m.footer_address_city()}`],
  [m.pages_contact_phone, () => '+91 40 4520 0000'],
  [m.pages_contact_email, () => 'support@bazaar.example.in'],
] as const;

export function ContactPage() {
  const [form, setForm] = useState(EMPTY);
  // Checked before sending; what the server refuses comes from the mutation.
  const [problem, setProblem] = useState('');
  const send = useSendContactMessage();
  const error = problem || errorText(send.error);
  const field = (key: keyof ContactMessage, label: string, type = 'text') => (
    <label className="block text-sm">
      {label}
      <input
        type={type}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        className="mt-1 w-full rounded border p-2"
        required
      />
    </label>
  );
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold">{m.footer_contact_us()}</h1>
      {/* From 1024 px the cards stand in a column beside the form instead of leaving half the
          page empty. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <ul
          className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1"
          aria-label={m.pages_contact_ways()}
        >
          {CARDS.map(([title, text]) => (
            <li key={title.name} className="rounded-lg border bg-white p-4">
              <h2 className="font-semibold">{title()}</h2>
              <p className="text-sm text-slate-600">{text()}</p>
            </li>
          ))}
        </ul>
        <form
          className="max-w-xl space-y-3 rounded-lg border bg-white p-6 lg:max-w-none"
          onSubmit={(e) => {
            e.preventDefault();
            send.reset();
            if (Object.values(form).some((v) => !v.trim()))
              return setProblem(m.pages_contact_fill_required());
            setProblem('');
            send.mutate(form, {
              onSuccess: () => (notify.success(m.pages_contact_thanks()), setForm(EMPTY)),
            });
          }}
        >
          <h2 className="text-xl font-semibold">{m.pages_contact_get_in_touch()}</h2>
          {field('name', m.pages_contact_name())}
          {field('email', m.pages_contact_email(), 'email')}
          {field('subject', m.pages_contact_subject())}
          <label className="block text-sm">
            {m.pages_contact_message()}
            <textarea
              value={form.message}
              onChange={(e) => setForm({ ...form, message: e.target.value })}
              rows={4}
              className="mt-1 w-full rounded border p-2"
              required
            />
          </label>
          {error && (
            <p role="alert" className="text-sm text-rose-700">
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={send.isPending}
            className="rounded bg-teal-700 px-4 py-2 text-white disabled:opacity-50"
          >
            {m.pages_contact_send()}
          </button>
        </form>
      </div>
    </div>
  );
}
