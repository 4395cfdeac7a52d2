/**
 * Set in the child process that sets the database up on a first start and then exits
 * (database-setup.ts). Apart, so the entry (main.ts) reads it without loading the set-up's modules.
 */
export const SETUP_ONLY = 'SHOP_SETUP_ONLY';
