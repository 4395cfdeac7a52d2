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
  /** React Query's dehydrated catalogue answers, for the browser's cache before it hydrates. */
  state: unknown;
}
