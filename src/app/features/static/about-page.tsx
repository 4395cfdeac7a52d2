import { m } from '@shared/i18n/paraglide/messages.js';

export function AboutPage() {
  return (
    <article className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-3xl font-bold">{m.footer_about_us()}</h1>
      <p>{m.pages_about_p1()}</p>
      <p>{m.pages_about_p2()}</p>
      <p>{m.pages_about_p3()}</p>
    </article>
  );
}
