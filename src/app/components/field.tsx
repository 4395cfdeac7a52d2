import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

const INPUT_CLASS =
  'mt-1 min-h-11 w-full rounded border bg-white p-2 focus:border-teal-600 focus:outline-none md:min-h-0';

/**
 * A labelled input; the label text is the accessible name. 44 px high on phones (a tap target).
 * `error` is the field's own problem, shown under it and read with it; `note` a calm line
 * there instead when there is no problem.
 */
export function Field({
  label,
  error,
  note,
  ...input
}: { label: string; error?: string; note?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const noteId = useId();
  return (
    <div className="text-sm">
      <label className="block">
        {label}
        <input
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || note ? noteId : undefined}
          className={`${INPUT_CLASS} ${error ? 'border-rose-600' : 'border-slate-300'}`}
        />
      </label>
      {/* Outside the label, so the field's name stays its label; read as its description. */}
      <FieldNote id={noteId} error={error} note={note} />
    </div>
  );
}

/** The line under a field: its problem in red, else its note, else nothing. */
export function FieldNote({ id, error, note }: { id: string; error?: string; note?: ReactNode }) {
  if (error)
    return (
      <span id={id} className="mt-1 block text-rose-700">
        {error}
      </span>
    );
  return note ? (
    <span id={id} className="mt-1 block text-slate-600">
      {note}
    </span>
  ) : null;
}

export function FormError({ text }: { text: string }) {
  return text ? (
    <p role="alert" className="text-sm text-rose-700">
      {text}
    </p>
  ) : null;
}
