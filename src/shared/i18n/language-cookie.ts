/**
 * The language a shopper chose, remembered for a year: an English address then answers with
 * that language's page (src/server/static-client.ts). Not personal data; no session needed.
 */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
