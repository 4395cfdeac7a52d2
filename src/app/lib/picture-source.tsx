import { createContext, useContext } from 'react';
import { pictureSources } from '@shared/rules/picture-widths';
import { whenIdle } from './when-idle';

/**
 * Where a picture's `src` comes from. A server-drawn page carries its first screen's largest
 * pictures inside its HTML (a data URL): fetched apart, each would wait for the end of the HTML
 * and then a round trip of its own before it could paint, the largest part of the page's LCP on
 * a phone's network. The server draws those it is asked for and lists them in the page state; the
 * browser's renders read them from there, so hydration finds the very `src` the server wrote.
 */
export type PictureSource = (url: string, carry: boolean) => string;

const PictureSourceContext = createContext<PictureSource>((url) => url);

export const PictureSourceProvider = PictureSourceContext.Provider;

/**
 * The `src` for the picture at `url`. `carry` asks for it inside the page: only a first-screen
 * picture that would be the page's largest paint should (every other one is better fetched
 * lazily and cached apart).
 */
export function usePictureSrc(url: string, carry = false): string {
  return useContext(PictureSourceContext)(url, carry);
}

/** What an <img> of a picture carries: its src, and for a catalogue drawing its raster sizes. */
export interface PictureProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** A picture carried inside the page: its URL and sizes, for the raster fetched when idle. */
  'data-picture'?: string;
  'data-sizes'?: string;
}

/**
 * An <img>'s props for the picture at `url`, shown `sizes` wide (the <img> attribute's syntax):
 * a catalogue drawing as WebP in every width (picture-widths.ts), for the browser to choose by
 * the screen and decode off the main thread, where an SVG is drawn on it. Other pictures as
 * they are.
 */
export function pictureProps(url: string, sizes: string): PictureProps {
  const raster = pictureSources(url);
  return raster ? { ...raster, sizes } : { src: url };
}

/** pictureProps, or the picture the server's page carried inside it where `carry` asks. */
export function usePicture(url: string, sizes: string, carry = false): PictureProps {
  const src = usePictureSrc(url, carry);
  return src === url ? pictureProps(url, sizes) : { src, 'data-picture': url, 'data-sizes': sizes };
}

/**
 * The server's source for one page: draws each picture asked to be carried (`draw` answers a data
 * URL, or null for a picture it cannot carry) and keeps it in `carried`, which goes into the page
 * state.
 */
export function carryingPictures(draw: (url: string) => string | null): {
  source: PictureSource;
  carried: Record<string, string>;
} {
  const carried: Record<string, string> = {};
  const source: PictureSource = (url, carry) => {
    if (!carry) return url;
    if (!Object.hasOwn(carried, url)) {
      const dataUrl = draw(url);
      if (dataUrl) carried[url] = dataUrl;
    }
    return Object.hasOwn(carried, url) ? carried[url]! : url;
  };
  return { source, carried };
}

/**
 * The browser's source: the pictures the server's page carried, for as long as the page lives.
 * Only where `carry` asks, as on the server: the same URL elsewhere on the page stays a URL there.
 */
export function carriedPictures(carried: Record<string, string> = {}): PictureSource {
  return (url, carry) => (carry && Object.hasOwn(carried, url) ? carried[url]! : url);
}

/**
 * Fetches the carried pictures by their URLs, and as WebP, once the page is idle. Screens drawn in the browser
 * (the service worker's shell, offline too) name every picture by its URL, and this visit never
 * fetched these: without it, home opened offline after a first visit would miss its hero. The
 * answer stays in the browser's cache (or the worker's, once it controls the page).
 */
export function fetchCarriedPicturesWhenIdle(carried: Record<string, string> = {}): void {
  const urls = Object.keys(carried);
  if (urls.length === 0) return;
  whenIdle(() => {
    for (const url of urls) void fetch(url, { priority: 'low' }).catch(() => undefined);
    // Drawn in the browser, the same pictures are asked for as WebP (usePicture): the width
    // this screen chooses, chosen as an <img> of the same sizes would.
    for (const img of document.querySelectorAll<HTMLImageElement>('img[data-picture]')) {
      const raster = pictureSources(img.dataset.picture!);
      if (!raster) continue;
      const warm = new Image();
      warm.sizes = img.dataset.sizes ?? '100vw';
      warm.srcset = raster.srcSet;
    }
  });
}
