import { colourIn } from '@shared/i18n/colours';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { Locale } from '@shared/i18n/locale-path';
import type { VariationChoices } from '@shared/rules/variation';

/**
 * A line's chosen options in one line, in the page's language: 'मैरून · 8 GB · साइज़ M'. The
 * colour is kept as its seller listed it (the cart's and the order's key) and read here in the
 * page's language, as the product page reads it.
 */
export const chosenOptions = (o: VariationChoices, locale: Locale): string =>
  [
    o.color && colourIn(o.color, locale),
    o.ram,
    o.storage,
    o.size && m.account_size({ size: o.size }),
  ]
    .filter(Boolean)
    .join(' · ');
