import { createContext, useContext } from 'react';

/**
 * True inside the server's render (entry-server.tsx provides it). What `typeof document` cannot
 * tell where a test renders the server's page in a browser-like environment: a part that waits
 * for the browser (HydrateNearViewport) must never wait on the server, whose render ends only
 * when nothing waits.
 */
export const OnServer = createContext(false);

export const useOnServer = () => useContext(OnServer);
