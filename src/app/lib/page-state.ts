import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { PAGE_STATE_ID } from '@shared/page-state-id';
import type { RouterHandoff } from './router-handoff';

/** The data block of a server-rendered page (src/server/ssr/page-html.ts writes it). */
export interface PageState {
  /** The catalogue answers the page was drawn from. */
  queries: DehydratedState;
  /** The router's matches, so the browser's router starts where the server's ended. */
  router: RouterHandoff;
  /** The pictures the HTML carries as data URLs, by their URL (lib/picture-source.tsx). */
  pictures?: Record<string, string>;
}

/** The server's page state, or null in the empty shell (the page renders in the browser). */
export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}

/**
 * Puts the server's answers back over those restored from the device. React's hydration needs
 * the first render to draw exactly the server's HTML; a saved copy that is newer and differs (a
 * price or stock changed since) would make it throw the HTML away (React error 418). The
 * server's answers are at most seconds old, or, in home as the service worker kept it
 * (sw/keep-saved-home-page.ts), as old as the last time the worker fetched home or its rows; the
 * screens refetch as usual after that. (Putting the device's newer copy back once hydrated was tried: it reaches
 * home's rows while they still wait to hydrate, and React threw their HTML away.)
 */
export function keepServerAnswers(queryClient: QueryClient, state: DehydratedState): void {
  for (const { queryKey, state: answer } of state.queries) {
    if (answer.status !== 'success') continue;
    queryClient.setQueryData(queryKey, answer.data, { updatedAt: answer.dataUpdatedAt });
  }
}
