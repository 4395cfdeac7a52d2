import { execSync } from 'node:child_process';
import { ROOT } from './shop-server';

/**
 * Builds the release once, before any worker starts its shop on a copy of it. E2E_SKIP_BUILD=1
 * reuses the build in dist/ (for a run of a few specs after `npm run build`).
 */
export default function globalSetup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  execSync('npm run build --silent', { cwd: ROOT, stdio: 'inherit' });
}
