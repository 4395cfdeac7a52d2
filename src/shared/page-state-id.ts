/**
 * The id of the JSON data block a server-drawn page carries (`RenderedPage.state`, written by
 * src/server/ssr/page-html.ts, read by src/app/lib/page-state.ts); the empty shell has none.
 */
export const PAGE_STATE_ID = 'ssr-state';
