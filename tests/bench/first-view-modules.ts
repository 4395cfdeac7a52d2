import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one source-map segment (base64 VLQ). */
function segment(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Characters of `code` that came from each source (by index into map.sources). */
function charactersPerSource(code: string, map: SourceMap): Map<number, number> {
  const per = new Map<number, number>();
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((mapped, index) => {
    const line = lines[index] ?? '';
    let column = 0;
    let from = -1;
    let fromColumn = 0;
    const add = (to: number) => from >= 0 && per.set(from, (per.get(from) ?? 0) + to - fromColumn);
    for (const text of mapped ? mapped.split(',') : []) {
      const [columnDelta = 0, sourceDelta] = segment(text);
      column += columnDelta;
      add(column);
      if (sourceDelta === undefined) from = -1;
      else from = source += sourceDelta;
      fromColumn = column;
    }
    add(line.length);
  });
  return per;
}

/** A source path as a reader names it: the npm package, or the file under src/. */
const owner = (source: string) => {
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return npm ? `npm:${npm[1]}` : source.replace(/^(\.\.\/)+/, '');
};

/**
 * What the first view of / downloads, per npm package and source file, in gzip KB: each chunk's
 * gzip size shared out by how many of its characters each source wrote (from the build's source
 * maps). Shares of a compressed file are estimates; the total is exact.
 */
export function firstViewModules(dist = 'dist'): { total: number; parts: [string, number][] } {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    Chunk
  >;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const home = Object.keys(manifest).filter((k) =>
    /src\/app\/routes\/index\.tsx\?tsr-split/.test(k),
  );
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  [entry, ...home].forEach(visit);
  const parts = new Map<string, number>();
  let total = 0;
  for (const key of keys) {
    const file = `${dist}/${manifest[key]!.file}`;
    const code = readFileSync(file, 'utf8');
    const gzip = gzipSync(code, { level: 9 }).length;
    total += gzip;
    let map: SourceMap;
    try {
      map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMap;
    } catch {
      parts.set(manifest[key]!.file, gzip); // a chunk without a map (the bundler's runtime)
      continue;
    }
    for (const [source, characters] of charactersPerSource(code, map)) {
      const name = owner(map.sources[source]!);
      parts.set(name, (parts.get(name) ?? 0) + (characters / code.length) * gzip);
    }
  }
  return { total, parts: [...parts].sort((a, b) => b[1] - a[1]) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { total, parts } = firstViewModules(process.argv[2]);
  console.log(`first view of /: ${(total / 1024).toFixed(1)} KB gzip`);
  for (const [name, bytes] of parts.slice(0, 30))
    console.log(`${(bytes / 1024).toFixed(1).padStart(6)} KB  ${name}`);
}
