import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';

export function NotFound({
  title = m.not_found_title(),
  text = m.not_found_text(),
  children,
}: {
  title?: string;
  text?: string;
  /** Under the text: a failure's request id (route-error.tsx). */
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-lg p-10 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      {children}
      <Link to="/shops" className="mt-6 inline-block rounded bg-teal-700 px-4 py-2 text-white">
        {m.not_found_continue()}
      </Link>
    </section>
  );
}
