import type { ReactNode } from 'react';
import { m } from '@shared/i18n/paraglide/messages.js';

/**
 * Every policy page: a banner with the heading, then a content card. A title in Latin letters
 * starts with a large first letter; Devanagari has no capitals, and its first letter cut from its
 * vowel sign (the ो of गो) would be drawn broken, so a Hindi title is set whole.
 */
export function PolicyLayout({
  title,
  effective,
  children,
}: {
  title: string;
  effective?: string;
  children: ReactNode;
}) {
  const dropCap = /^[A-Za-z]/.test(title);
  return (
    <article>
      <header className="rounded-lg bg-gradient-to-r from-teal-800 to-teal-600 px-6 py-10 text-white">
        <h1 className="text-3xl font-bold">
          {dropCap ? (
            <>
              <span className="mr-0.5 text-6xl leading-none">{title.charAt(0)}</span>
              {title.slice(1)}
            </>
          ) : (
            title
          )}
        </h1>
        {effective && (
          <p className="mt-2 text-teal-100">{m.pages_effective({ date: effective })}</p>
        )}
      </header>
      <div className="prose-policy -mt-4 mx-2 space-y-4 rounded-lg border bg-white p-6 shadow-sm sm:mx-6 [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc">
        {children}
      </div>
    </article>
  );
}
