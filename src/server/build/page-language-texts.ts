import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** A compiled message (Paraglide's `message-modules` output): `messages/<key>.js`. */
const MESSAGE = /[\\/]i18n[\\/]paraglide[\\/]messages[\\/]([a-z0-9][a-z0-9_]*)\.js$/;
/** A message's function in one language, as its own module: `<message file>?page-text=<locale>`. */
const PART = '?page-text=';
const TEXTS = 'virtual:page-texts/';

/** One language's function in a compiled message: `const hi_key = ... };` up to its closing line. */
const languageFunction = (locale: string, key: string) =>
  new RegExp(`^const ${locale}_${key} = [\\s\\S]*?^};$`, 'm');

/**
 * The keys of the messages a module's code reads (`m.key`), and those it calls with a language of
 * their own (`m.key({...}, { locale })`, as the language switch names each language in itself):
 * those keep every language inline.
 */
export function messagesRead(code: string): { read: Set<string>; inAnyLanguage: Set<string> } {
  const read = new Set([...code.matchAll(/\bm\.([a-z0-9_]+)\b/g)].map((match) => match[1]!));
  const inAnyLanguage = new Set(
    [...code.matchAll(/\bm\.([a-z0-9_]+)\(\s*\{[^{}]*\}\s*,\s*\{\s*locale\b/g)].map((m) => m[1]!),
  );
  return { read, inAnyLanguage };
}

/**
 * A compiled message in the base language only, its other languages read from the page's loaded
 * texts: `export const key = pageText("key", <the base language's function>)` (`pageText` of
 * src/shared/i18n/page-texts.ts chooses by the language, as Paraglide's own function did). One
 * shared chooser instead of one per message: about 0.3 KB gzip of the first view's 50-odd
 * messages. Fails on any other shape, so a Paraglide that compiles messages differently breaks
 * the build instead of a page.
 */
export function baseLanguageOnly(
  code: string,
  key: string,
  baseLocale: string,
  others: readonly string[],
): string {
  const shapeless = () =>
    new Error(`Message ${key} is not compiled as page-language-texts expects`);
  const base = languageFunction(baseLocale, key).exec(code)?.[0];
  const exported = new RegExp(`^export const ${key} = `, 'm');
  const dispatches = [baseLocale, ...others].every((locale) =>
    code.includes(`return ${locale}_${key}(inputs)`),
  );
  if (!base || !exported.test(code) || !dispatches) throw shapeless();
  const fn = base.slice(`const ${baseLocale}_${key} = `.length, -1);
  // Plurals and numbers call Paraglide's registry.
  const registry = /^import \* as registry from .*$/m.exec(code)?.[0] ?? '';
  return [
    "import { pageText } from '@shared/i18n/page-texts';",
    registry,
    `export const ${key} = /* @__PURE__ */ pageText(${JSON.stringify(key)}, ${fn});`,
    '',
  ].join('\n');
}

/** A compiled message's function in one language, as a module exporting it under the message's key. */
export function oneLanguage(code: string, key: string, locale: string): string {
  const fn = languageFunction(locale, key).exec(code)?.[0];
  if (!fn) throw new Error(`Message ${key} has no function in ${locale}`);
  // Plurals and numbers call Paraglide's registry.
  const registry = /^import \* as registry from .*$/m.exec(code)?.[0] ?? '';
  return `${registry}\n${fn}\nexport { ${locale}_${key} as ${key} };\n`;
}

export interface PageLanguageTextsOptions {
  /** The entry's script: the first view is what it imports statically. */
  entry: string;
  /** A route file whose screen is part of the first view (its lazy component comes along). */
  firstScreen: RegExp;
  /** The compiled messages' folder. */
  messages: string;
  /** src/shared/i18n/page-text-loaders.ts, whose value this plugin writes. */
  loaders: string;
  baseLocale: string;
  locales: readonly string[];
}

const exactly = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

type Context = Pick<Rollup.PluginContext, 'load'>;

/** The keys of the messages the first view reads that can come apart by language. */
async function firstViewMessages(context: Context, options: PageLanguageTextsOptions) {
  const seen = new Set<string>();
  const keys = new Set<string>();
  const inAnyLanguage = new Set<string>();
  const visit = async (id: string): Promise<void> => {
    if (seen.has(id) || id.startsWith('\0') || /node_modules|[\\/]paraglide[\\/]/.test(id)) return;
    seen.add(id);
    const info = await context.load({ id });
    const found = messagesRead(info.code ?? '');
    found.read.forEach((key) => keys.add(key));
    found.inAnyLanguage.forEach((key) => inAnyLanguage.add(key));
    const next = options.firstScreen.test(id)
      ? [...info.importedIds, ...info.dynamicallyImportedIds]
      : info.importedIds;
    await Promise.all(next.map(visit));
  };
  await visit(options.entry);
  return [...keys]
    .filter((key) => !inAnyLanguage.has(key) && existsSync(join(options.messages, `${key}.js`)))
    .sort();
}

/**
 * The browser's build of the first view carries its messages in the base language only; a page in
 * another language loads that language's texts of the first view as one chunk before it renders
 * (src/shared/i18n/page-texts.ts). Messages of later screens travel whole in their own chunks.
 * The server renderer's build, tests and the dev server are left as they are.
 */
export function pageLanguageTexts(options: PageLanguageTextsOptions): Plugin {
  const others = options.locales.filter((locale) => locale !== options.baseLocale);
  let active = false;
  let keys: Promise<string[]> | undefined;
  const firstView = (context: Context) => (keys ??= firstViewMessages(context, options));
  return {
    name: 'page-language-texts',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      active = !config.build.ssr;
    },
    resolveId(source) {
      if (active && source.startsWith(TEXTS)) return `\0${source}`;
      return null;
    },
    load: {
      filter: { id: [exactly(options.loaders), /^\0virtual:page-texts\//, /\?page-text=/] },
      async handler(id) {
        if (!active) return null;
        if (id === options.loaders)
          return `export const pageTextLoaders = {${others
            .map(
              (locale) =>
                `${JSON.stringify(locale)}: () => import(${JSON.stringify(TEXTS + locale)})`,
            )
            .join(', ')}};\n`;
        if (id.startsWith(`\0${TEXTS}`)) {
          const locale = id.slice(TEXTS.length + 1);
          return (await firstView(this))
            .map((key) => {
              const file = join(options.messages, `${key}.js`);
              return `export { ${key} } from ${JSON.stringify(file + PART + locale)};\n`;
            })
            .join('');
        }
        const part = id.indexOf(PART);
        if (part < 0) return null;
        const file = id.slice(0, part);
        const key = MESSAGE.exec(file)?.[1];
        if (!key) return null;
        return oneLanguage(await readFile(file, 'utf8'), key, id.slice(part + PART.length));
      },
    },
    transform: {
      filter: { id: MESSAGE },
      async handler(code, id) {
        const key = active && !id.includes('?') ? MESSAGE.exec(id)?.[1] : undefined;
        if (!key || !(await firstView(this)).includes(key)) return null;
        return { code: baseLanguageOnly(code, key, options.baseLocale, others), map: null };
      },
    },
  };
}
