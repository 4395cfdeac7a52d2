import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from './fixtures';

/**
 * axe-core's findings on the page as it stands: its serious and critical violations, and any of
 * the rules the shop once broke (one <h1> a page, no skipped heading level, <li> only in a list).
 * The server's CSP refuses inline scripts, so axe's source is evaluated rather than injected.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const ALWAYS = ['page-has-heading-one', 'heading-order', 'listitem', 'list'];

export async function axe(page: Page, label: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const run = (
      window as unknown as {
        axe: {
          run: (
            c: Document,
            o: object,
          ) => Promise<{
            violations: {
              id: string;
              impact: string;
              help: string;
              nodes: { target: string[] }[];
            }[];
          }>;
        };
      }
    ).axe.run;
    const result = await run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALWAYS.includes(v.id))
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.help} at ${v.targets.join(', ')}`);
}
