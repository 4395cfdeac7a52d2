import { useState } from 'react';
import { messages } from '@shared/messages';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useSendContactMessage, type ContactMessage } from './api';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };
const CARDS = [
  ['Address', 'Road No. 36, Jubilee Hills, Hyderabad, Telangana 500033'],
  ['Phone', '+91 40 4520 0000'],
  ['Email', 'support@bazaar.example.in'],
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
      <h1 className="text-3xl font-bold">Contact Us</h1>
      {/* From 1024 px the cards stand in a column beside the form instead of leaving half the
          page empty. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1" aria-label="Ways to reach us">
          {CARDS.map(([title, text]) => (
            <li key={title} className="rounded-lg border bg-white p-4">
              <h2 className="font-semibold">{title}</h2>
              <p className="text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
        <form
          className="max-w-xl space-y-3 rounded-lg border bg-white p-6 lg:max-w-none"
          onSubmit={(e) => {
            e.preventDefault();
            send.reset();
            if (Object.values(form).some((v) => !v.trim()))
              return setProblem(messages.fillRequired);
            setProblem('');
            send.mutate(form, { onSuccess: (r) => (notify.success(r.message), setForm(EMPTY)) });
          }}
        >
          <h2 className="text-xl font-semibold">Get in Touch</h2>
          {field('name', 'Name')}
          {field('email', 'Email', 'email')}
          {field('subject', 'Subject')}
          <label className="block text-sm">
            Message
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
            Send Message
          </button>
        </form>
      </div>
    </div>
  );
}
