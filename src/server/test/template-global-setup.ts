import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { dropTemplates, makeBaseTemplate } from './template-database';

/** Once per run of an API project: the migrated template every test file copies its database from. */
export default async function setup(project: TestProject) {
  const driver = project.config.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
  if (driver === 'pglite') {
    const folder = mkdtempSync(join(tmpdir(), 'shop-test-template-'));
    await makeBaseTemplate({ driver, location: folder });
    project.provide('dbTemplate', { driver, location: folder });
    return () => rmSync(folder, { recursive: true, force: true });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL run');
  const prefix = `shop_tpl_${randomBytes(4).toString('hex')}`;
  await makeBaseTemplate({ driver, location: prefix }, adminUrl);
  project.provide('dbTemplate', { driver, location: prefix });
  return () => dropTemplates(prefix, adminUrl);
}
