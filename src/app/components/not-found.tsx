import { Link } from '@tanstack/react-router';

export function NotFound({
  title = 'Page not found',
  text = "We couldn't find what you were looking for.",
}: {
  title?: string;
  text?: string;
}) {
  return (
    <section className="mx-auto max-w-lg p-10 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <Link to="/shops" className="mt-6 inline-block rounded bg-teal-700 px-4 py-2 text-white">
        Continue shopping
      </Link>
    </section>
  );
}
