/**
 * The texts of `messages` that the tab's first view uses (its session, API client and outbox),
 * in a module of their own: a module is bundled whole, so importing them from `messages.ts`
 * would bring every text there into the first view.
 */
export const INVALID_TOKEN = 'Invalid token specified';
export const SOMETHING_WRONG = 'Something went wrong';
export const OFFLINE = 'You appear to be offline';
