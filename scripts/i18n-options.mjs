// How the message catalogues (messages/, named by project.inlang/settings.json) compile into
// typed message functions: the same for `npm run i18n` and the Vite plugin (vite.config.ts).
export const i18nOptions = {
  project: './project.inlang',
  outdir: './src/shared/i18n/paraglide',
  // The page's language comes from its URL, set once when the tab starts
  // (src/app/lib/i18n/page-language.ts) or per server render (src/app/entry-server.tsx).
  strategy: ['globalVariable', 'baseLocale'],
  // Types for the strict TypeScript of every side that imports them.
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
};
