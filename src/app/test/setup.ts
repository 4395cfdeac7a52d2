import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no scrolling; the router restores scroll positions on navigation.
window.scrollTo = () => {};

// jsdom has no media queries: a width query answers from window.innerWidth (a test sets it for a
// phone), any other query does not match.
window.matchMedia = (media: string) => {
  const below = /^\(width < (\d+)px\)$/.exec(media);
  return {
    media,
    matches: below ? window.innerWidth < Number(below[1]) : false,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
};
