import type { InputHTMLAttributes } from 'react';

/** A labelled input; the label text is the accessible name. 44 px high on phones (a tap target). */
export function Field({
  label,
  ...input
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="block text-sm">
      {label}
      <input
        {...input}
        className="mt-1 min-h-11 w-full rounded border border-slate-300 bg-white p-2 focus:border-teal-600 focus:outline-none md:min-h-0"
      />
    </label>
  );
}

export function FormError({ text }: { text: string }) {
  return text ? (
    <p role="alert" className="text-sm text-rose-700">
      {text}
    </p>
  ) : null;
}
