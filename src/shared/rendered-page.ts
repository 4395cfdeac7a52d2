/**
 * What the server renderer (src/app/entry-server.tsx) answers for one public page, and what the
 * server (src/server/ssr/page-html.ts) puts into the built shell: the contract between the two.
 */
export interface RenderedPage {
  /** The page's own title (null: keep the shell's). */
  title: string | null;
  /** Meta tags other than the title (description, Open Graph), as attribute maps. */
  meta: Array<Record<string, string>>;
  /** schema.org structured data, one JSON text per block. */
  jsonLd: string[];
  /** The markup that goes inside #root. */
  html: string;
  /** What the browser's entry reads before hydrating (the catalogue answers, the router's matches). */
  state: unknown;
  /** The ids of the routes it matched, outermost first (`__root__`, `/product/details/$slug`). */
  routeIds: string[];
  /** The page's language tag (`hi-IN`), from its URL: the `<html lang>`. */
  lang: string;
  /** The page's own address (root-relative, its search parameters kept): the canonical link. */
  canonical: string;
  /** The same page in every language the shop speaks (`hreflang` alternates), English first. */
  alternates: Array<{ hreflang: string; href: string }>;
}

/** The fetch the renderer's API client uses: the server answers it in-process. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * A catalogue picture as a data URL, for a page to carry inside its HTML; null for one it cannot
 * (not a catalogue picture, or too big).
 */
export type PictureInliner = (url: string) => string | null;

/** What `vite build --ssr src/app/entry-server.tsx` exports. */
export interface ServerEntry {
  createPageRenderer(
    fetch: ApiFetch,
    inlinePicture?: PictureInliner,
    /** Told of a component that failed on the server (the server's logger). */
    onRenderError?: (error: unknown) => void,
    /** The shop's name (SHOP_NAME): titles, the top bar, the footer. */
    shopName?: string,
  ): PageRenderer;
}

/** What `render` answers for a page whose thing does not exist (an unknown product). */
export const PAGE_NOT_FOUND = 'not found';

export interface PageRenderer {
  /** Whether the route tree marks this path's screen as server rendered. */
  isPublicPage(pathname: string): boolean;
  /** Whether the path is a screen of the app at all (an unknown one answers 404). */
  isKnownPath(pathname: string): boolean;
  /**
   * The URL with only the search parameters its route reads, in a fixed order: pages that
   * differ only in others (`utm_source`) are one page, rendered and cached once.
   */
  canonicalUrl(url: string): string;
  /** The page with its data, PAGE_NOT_FOUND, or null when it is left to the browser. */
  render(url: string): Promise<RenderedPage | typeof PAGE_NOT_FOUND | null>;
}
