import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Every language has every message, with the same inputs: a key missing in one catalogue would
 * show the English text (or the key) on that language's pages, and a placeholder spelt another
 * way would show `{count}` to a shopper. Reads the catalogues the inlang project names, so a new
 * language is checked the moment its line is added to project.inlang/settings.json.
 */
// Tests run from the repository's root.
const root = process.cwd();
const settings = JSON.parse(
  readFileSync(resolve(root, 'project.inlang/settings.json'), 'utf8'),
) as {
  baseLocale: string;
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string | string[] };
};
const patterns = [settings['plugin.inlang.messageFormat'].pathPattern].flat();

type Message = string | Array<{ match: Record<string, string> }>;
function catalogue(locale: string): Record<string, Message> {
  const all: Record<string, Message> = {};
  for (const pattern of patterns) {
    const file = resolve(root, pattern.replace('{locale}', locale));
    const { $schema: _, ...messages } = JSON.parse(readFileSync(file, 'utf8')) as Record<
      string,
      Message
    >;
    Object.assign(all, messages);
  }
  return all;
}

/** The texts of a message: itself, or each variant of a plural. */
const texts = (message: Message) =>
  typeof message === 'string' ? [message] : message.flatMap((m) => Object.values(m.match));
const inputs = (message: Message) =>
  [
    ...new Set(texts(message).flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((x) => x[1]))),
  ].sort();

const base = catalogue(settings.baseLocale);

describe.each(settings.locales.filter((l) => l !== settings.baseLocale))(
  'the %s catalogue',
  (locale) => {
    const translated = catalogue(locale);

    it('has every message of the English one, and no other', () => {
      expect(Object.keys(translated).sort()).toEqual(Object.keys(base).sort());
    });

    it('uses the same inputs in every message', () => {
      const differing = Object.keys(base).filter(
        (key) => key in translated && inputs(translated[key]!).join() !== inputs(base[key]!).join(),
      );
      expect(differing).toEqual([]);
    });

    it('leaves no text empty', () => {
      const empty = Object.entries(translated)
        .filter(([, message]) => texts(message).some((t) => t.trim() === ''))
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });
  },
);

it('keeps each language in one catalogue file, so a new language is one file', () => {
  expect(patterns).toEqual(['./messages/{locale}.json']);
});

it('names at least one language besides English', () => {
  expect(settings.locales.length).toBeGreaterThan(1);
});
