import type { DehydratedState } from '@tanstack/react-query';
import type { RouterHandoff } from './router-handoff';

/** The data block of a server-rendered page (src/server/ssr/page-html.ts writes it). */
export interface PageState {
  /** The catalogue answers the page was drawn from. */
  queries: DehydratedState;
  /** The router's matches, so the browser's router starts where the server's ended. */
  router: RouterHandoff;
}

export const PAGE_STATE_ID = 'ssr-state';

/** The server's page state, or null in the empty shell (the page renders in the browser). */
export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}
