import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Loading the config and its TypeScript resolver takes a while on a busy machine. */
const SLOW = 120_000;

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rules that broke when `code` is linted as if it were the file at `path`. */
async function brokenRules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${path}` });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

/**
 * A forbidden import of each kind fails lint: the layers hold because ESLint refuses the next
 * leak, not because a reader notices it (src/server/README.md, "Layers").
 */
describe('the server layers, as ESLint holds them', () => {
  it(
    'refuses a provider importing a module (the sandbox pages were such a circle)',
    async () => {
      const code = `import { hashPassword } from '../modules/accounts/passwords';\nexport const leak = hashPassword;\n`;
      expect(await brokenRules('src/server/providers/layer-leak.ts', code)).toContain(
        'import-x/no-restricted-paths',
      );
    },
    SLOW,
  );

  it(
    'refuses db/ importing a tool or a module (the seed lives in tools/)',
    async () => {
      const tool = `import { seedDatabase } from '../tools/seed/seed';\nexport const leak = seedDatabase;\n`;
      const module = `import { drawPicture } from '../modules/images/svg';\nexport const leak = drawPicture;\n`;
      expect(await brokenRules('src/server/db/layer-leak.ts', tool)).toContain(
        'import-x/no-restricted-paths',
      );
      expect(await brokenRules('src/server/db/layer-leak.ts', module)).toContain(
        'import-x/no-restricted-paths',
      );
    },
    SLOW,
  );

  it(
    'refuses a module importing a tool',
    async () => {
      const code = `import { seedDatabase } from '../../tools/seed/seed';\nexport const leak = seedDatabase;\n`;
      expect(await brokenRules('src/server/modules/cart/layer-leak.ts', code)).toContain(
        'import-x/no-restricted-paths',
      );
    },
    SLOW,
  );

  it(
    'refuses a module importing the pages (the order and listing 404s once did): the pages ask it',
    async () => {
      const ssr = `import type { CatalogueLookup } from '../../ssr/page-kind';\nexport type Leak = CatalogueLookup;\n`;
      const shell = `import { serveClient } from '../../static-client';\nexport const leak = serveClient;\n`;
      for (const code of [ssr, shell])
        expect(await brokenRules('src/server/modules/orders/layer-leak.ts', code)).toContain(
          'import-x/no-restricted-paths',
        );
    },
    SLOW,
  );

  it(
    'refuses http/ importing a module (the catalogue signal moved down into http/)',
    async () => {
      const code = `import { hasOrder } from '../modules/orders/service';\nexport const leak = hasOrder;\n`;
      expect(await brokenRules('src/server/http/layer-leak.ts', code)).toContain(
        'import-x/no-restricted-paths',
      );
    },
    SLOW,
  );

  it(
    "refuses a service that sees Fastify's reply, and a route that reaches a repository",
    async () => {
      const service = `import type { FastifyReply } from 'fastify';\nexport type Leak = FastifyReply;\n`;
      const route = `import * as repo from './repository';\nexport const leak = repo;\n`;
      expect(await brokenRules('src/server/modules/accounts/service.ts', service)).toContain(
        '@typescript-eslint/no-restricted-imports',
      );
      expect(await brokenRules('src/server/modules/cart/routes.ts', route)).toContain(
        'no-restricted-imports',
      );
    },
    SLOW,
  );

  it(
    'lets a tool import the modules below it, and a service take a logger',
    async () => {
      const tool = `import { hashPassword } from '../../modules/accounts/passwords';\nexport const seeds = hashPassword;\n`;
      const service = `import type { FastifyBaseLogger } from 'fastify';\nexport type Log = FastifyBaseLogger;\n`;
      expect(await brokenRules('src/server/tools/seed/layer-check.ts', tool)).toEqual([]);
      expect(await brokenRules('src/server/modules/accounts/service.ts', service)).toEqual([]);
    },
    SLOW,
  );
});
