/**
 * The header the service worker puts on a catalogue answer it took from its cache: such an
 * answer says nothing about whether the server can be reached (offline, every read comes from
 * there), so the tab's online model does not count it as a sign of a connection. A module of
 * its own: the tab's first view needs this one line of the worker's rules.
 */
export const SAVED_ANSWER_HEADER = 'x-saved-on-device';
