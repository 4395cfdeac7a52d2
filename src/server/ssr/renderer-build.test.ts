import { afterEach, expect, it, vi } from 'vitest';
import type { UserConfig } from 'vite';

// The SSR build must carry React's production build: `npm start` runs the server without
// NODE_ENV=production (embedded defaults), and an external React would then load its
// development build, which renders far slower.
const argv = [...process.argv];
afterEach(() => {
  process.argv = [...argv];
  vi.resetModules();
});

async function viteConfig(): Promise<UserConfig> {
  vi.resetModules();
  return (await import('../../../vite.config')).default as UserConfig;
}

it('bundles React into the server renderer with process.env.NODE_ENV fixed at production', async () => {
  process.argv = [...argv, 'build', '--ssr', 'src/app/entry-server.tsx'];
  const config = await viteConfig();
  expect(config.ssr?.noExternal).toBe(true);
  expect(config.define?.['process.env.NODE_ENV']).toBe('"production"');
});

it('leaves the client build and the tests as they were', async () => {
  process.argv = [...argv, 'build'];
  const config = await viteConfig();
  expect(config.ssr).toBeUndefined();
  expect(config.define?.['process.env.NODE_ENV']).toBeUndefined();
});
