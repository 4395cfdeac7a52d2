import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';
import { useCategories, useSubcategories } from '@/lib/catalogue/categories';

// In the phone's drawer every choice is a finger's width (44 px) high; compact from 768 px.
const TAP = 'flex min-h-11 items-center md:inline md:min-h-0';

/** Categories with expandable subcategories, one open at a time (the current one at first). */
export function CategoryFilter({ current }: { current: string | undefined }) {
  const { data: categories = [] } = useCategories();
  const { data: subcategories = [] } = useSubcategories();
  const [open, setOpen] = useState<string | undefined>(current);
  return (
    <section>
      <h2 className="mb-2 font-semibold">{m.listing_category()}</h2>
      <ul className="space-y-1">
        {categories.map((c) => (
          <li key={c._id}>
            <button
              type="button"
              aria-expanded={open === c.slug}
              className="flex min-h-11 w-full items-center justify-between py-1 text-left md:min-h-0"
              onClick={() => setOpen((o) => (o === c.slug ? undefined : c.slug))}
            >
              {c.name} <span aria-hidden>{open === c.slug ? '−' : '+'}</span>
            </button>
            {open === c.slug && (
              <ul className="ml-3 border-l border-slate-200 pl-3 md:space-y-1">
                <li>
                  <Link
                    to="/shops"
                    search={{ category: c.slug }}
                    className={`${TAP} text-teal-700`}
                  >
                    {m.listing_all_in_category({ category: c.name })}
                  </Link>
                </li>
                {subcategories
                  .filter((s) => s.categoryId === c._id)
                  .map((s) => (
                    <li key={s._id}>
                      <Link
                        to="/shops"
                        search={{ category: c.slug, subcategory: s.slug }}
                        className={`${TAP} hover:text-teal-700`}
                      >
                        {s.name}
                      </Link>
                    </li>
                  ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
