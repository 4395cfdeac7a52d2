import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Gzip bytes of the JS and CSS a screen downloads before its first paint, from Vite's manifest. */
export function bundleSizes(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    Chunk
  >;
  const gz = (file: string) => gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length;
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      manifest[key]?.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return seen;
  };
  const sizeOf = (keys: Set<string>) => {
    let js = 0;
    let css = 0;
    const cssFiles = new Set<string>();
    for (const key of keys) {
      const chunk = manifest[key]!;
      js += gz(chunk.file);
      chunk.css?.forEach((c) => cssFiles.add(c));
    }
    for (const c of cssFiles) css += gz(c);
    return { js, css };
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const routeChunks = Object.keys(manifest).filter((k) =>
    /src\/app\/routes\/.*\?tsr-split/.test(k),
  );
  const screenKeys = (route: RegExp) =>
    closure([entry, ...routeChunks.filter((k) => route.test(k))]);
  const screen = (route: RegExp) => sizeOf(screenKeys(route));
  // What / loads lazily after its first paint (Swiper for the banner and category strip, toasts,
  // the service worker registration): dynamic imports of its first view, minus the first view.
  const homeKeys = screenKeys(/routes\/index\.tsx/);
  const lazyKeys = closure(
    [...homeKeys]
      .flatMap((k) => manifest[k]?.dynamicImports ?? [])
      .filter((k) => !k.includes('routes/')),
  );
  const afterPaint = [...lazyKeys].filter((k) => !homeKeys.has(k));
  // A page in another language adds the first view's texts in that language, which the entry
  // loads before it renders (src/shared/i18n/page-texts.ts).
  const homeIn = Object.fromEntries(
    Object.keys(manifest)
      .filter((k) => k.startsWith('virtual:page-texts/'))
      .map((k) => [
        k.slice('virtual:page-texts/'.length),
        sizeOf(new Set([...homeKeys, ...closure([k])])),
      ]),
  );
  const entryOnly = closure([entry]);
  return {
    home: screen(/routes\/index\.tsx/),
    homeIn,
    product: screen(/routes\/product\/details\/\$slug\.tsx/),
    routes: routeChunks.map((k) => {
      const own = [...closure([k])].filter((c) => !entryOnly.has(c));
      return {
        route: k.replace(/^src\/app\/routes\//, '').replace(/\?tsr-split=.*/, ''),
        js: own.reduce((n, c) => n + gz(manifest[c]!.file), 0),
      };
    }),
    homeAfterPaint: afterPaint.reduce((n, k) => n + gz(manifest[k]!.file), 0),
  };
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(bundleSizes(), null, 2));
