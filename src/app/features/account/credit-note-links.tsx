import type { Order } from '@shared/api/orders';
import { m } from '@shared/i18n/paraglide/messages.js';
import { usePageLocale } from '@/lib/i18n/use-page-locale';

// As the invoice link beside it: 44 px high on phones, where it is tapped.
const tap = 'inline-flex min-h-11 items-center md:min-h-0 md:py-0.5';

/**
 * A link to each credit note of the order's cancelled or returned parts, beside the invoice: a
 * PDF in a new tab in the page's language. Named by its seller when the order has several. An
 * answer saved before the order carried its credit notes shows none.
 */
export function CreditNoteLinks({ notes }: { notes: Order['creditNotes'] }) {
  const locale = usePageLocale();
  if (!notes?.length) return null;
  const several = notes.length > 1;
  return (
    <>
      {notes.map((note) => (
        <a
          key={note.path}
          href={`${note.path}?lang=${locale}`}
          target="_blank"
          rel="noopener"
          className={`${tap} text-teal-700 underline`}
        >
          {several ? m.account_credit_note_of({ shop: note.shopName }) : m.account_credit_note()}
        </a>
      ))}
    </>
  );
}
