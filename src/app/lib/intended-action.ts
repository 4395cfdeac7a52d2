import { colourIn } from '@shared/i18n/colours';
import type { Locale } from '@shared/i18n/locale-path';
import { m } from '@shared/i18n/paraglide/messages.js';
import type { OutboxChange } from '@shared/rules/pending-changes';

/**
 * What a guest was doing when the shop asked them to log in (the spec sends Add to cart, the
 * wishlist heart and Buy now to /login): kept in the login page's history entry, so it lives as
 * long as that visit to the login page (a reload keeps it, leaving the page forgets it) and is
 * done once, by the sign-in that ends the visit (`useSignIn`).
 */
export interface IntendedAction {
  kind: 'cart' | 'wishlist' | 'buy-now';
  /** The product as its page named it, with the choice made there (the colour as listed). */
  item: {
    name: string;
    color?: string | null;
    ram?: string | null;
    storage?: string | null;
    size?: string | null;
  };
  /** The change to queue once signed in; none for Buy now, whose checkout page is the action. */
  change?: OutboxChange;
  /** Where the sign-in goes: back to the product, or on to checkout (a path of this site). */
  returnTo: string;
  /** The variation chosen on the product page, chosen again when the shopper is back. */
  variationId?: string;
}

declare module '@tanstack/history' {
  interface HistoryState {
    intendedAction?: IntendedAction;
    chosenVariationId?: string;
  }
}

const KINDS: readonly IntendedAction['kind'][] = ['cart', 'wishlist', 'buy-now'];

/**
 * The action in a history entry, when it is one this version of the shop wrote: the entry may
 * come from an earlier version (kept across an app update), or from anything that wrote the
 * history's state.
 */
export function intendedActionIn(state: unknown): IntendedAction | undefined {
  const action = (state as { intendedAction?: Partial<IntendedAction> } | null)?.intendedAction;
  if (!action || !KINDS.includes(action.kind!)) return undefined;
  if (typeof action.item?.name !== 'string') return undefined;
  if (typeof action.returnTo !== 'string' || !isOwnPath(action.returnTo)) return undefined;
  if (action.kind !== 'buy-now' && action.change?.area !== action.kind) return undefined;
  return action as IntendedAction;
}

/** A path on this site: never another origin (`//host`, `/\host`). */
export const isOwnPath = (path: string): boolean => /^\/(?![/\\])/.test(path);

/** "Levi's Slim Fit Tee, Grey, XL", the colour in the page's language. */
export function itemLabel(item: IntendedAction['item'], locale: Locale): string {
  const colour = item.color ? colourIn(item.color, locale) : null;
  return [item.name, colour, item.ram, item.storage, item.size].filter(Boolean).join(', ');
}

/** What the login page says it is for ("Log in to add ... to your cart"). */
export function intendedActionText(action: IntendedAction, locale: Locale): string {
  const item = itemLabel(action.item, locale);
  if (action.kind === 'cart') return m.auth_intent_cart({ item });
  if (action.kind === 'wishlist') return m.auth_intent_wishlist({ item });
  return m.auth_intent_buy_now({ item });
}
