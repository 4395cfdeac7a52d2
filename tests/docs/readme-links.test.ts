import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Folders that are no part of a clone: installed, built or written by a run. */
const NOT_IN_A_CLONE = new Set([
  '.git',
  'node_modules',
  'dist',
  'data',
  'coverage',
  'test-results',
  '.bench-data',
  '.scratch',
]);

/** Every README, and every page under docs/, relative to the repository. */
export function documents(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return NOT_IN_A_CLONE.has(entry.name) ? [] : documents(path);
    const name = relative(ROOT, path);
    return entry.name === 'README.md' || (name.startsWith('docs/') && name.endsWith('.md'))
      ? [name]
      : [];
  });
}

/**
 * The relative links of a Markdown text: the targets of `[text](target)` that are no URL or
 * anchor, and code spans that spell a path starting with ./ or ../ (how "see ../x" is written
 * here). Fenced code blocks are commands, not links.
 */
export function relativeLinks(markdown: string): string[] {
  const text = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const links = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
  const spans = [...text.matchAll(/`(\.\.?\/[^`\s]*)`/g)].map((m) => m[1]!);
  return [...links, ...spans]
    .filter((target) => !/^([a-z][a-z+.-]*:|#)/i.test(target))
    .map((target) => target.replace(/[#?].*$/, ''));
}

/** Why a link of the document `from` does not lead to a file of the repository, or null. */
export function brokenLink(from: string, target: string): string | null {
  if (target.startsWith('/')) return 'an absolute path: write it relative to the document';
  const path = resolve(ROOT, dirname(from), target);
  const inside = relative(ROOT, path);
  if (inside.startsWith('..')) return 'outside the repository (a fresh clone does not have it)';
  // `./data`, `./dist`: what a run makes, named as such (from wherever it runs).
  if (inside.split('/').some((segment) => NOT_IN_A_CLONE.has(segment))) return null;
  if (!existsSync(path)) return 'no such file or folder';
  return null;
}

describe('README links', () => {
  it('finds the READMEs', () => {
    expect(documents()).toContain('README.md');
    expect(documents()).toContain('src/server/README.md');
  });

  it('every relative link of every README resolves inside the repository', () => {
    const broken = documents().flatMap((doc) =>
      relativeLinks(readFileSync(join(ROOT, doc), 'utf8')).flatMap((target) => {
        const why = brokenLink(doc, target);
        return why ? [`${doc}: ${target}: ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('reads links and path spans, not URLs, anchors or commands', () => {
    const text = [
      'See [the server](src/server/README.md#errors) and `../shared/spec.md`,',
      '[a site](https://example.in), [above](#top), `src/app` and `/api/health`.',
      '```sh',
      'cat ../elsewhere/file.md',
      '```',
    ].join('\n');
    expect(relativeLinks(text)).toEqual(['src/server/README.md', '../shared/spec.md']);
  });

  it('says why a link is broken', () => {
    expect(brokenLink('README.md', 'src/server/README.md')).toBeNull();
    expect(brokenLink('src/app/README.md', '../server/README.md')).toBeNull();
    expect(brokenLink('README.md', '../shared/spec/storefront-spec.md')).toMatch(/outside/);
    expect(brokenLink('README.md', 'src/nowhere.md')).toMatch(/no such file/);
    expect(brokenLink('README.md', '/etc/passwd')).toMatch(/absolute/);
    expect(brokenLink('docs/configuration.md', './data')).toBeNull();
  });
});
