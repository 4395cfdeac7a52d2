import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { chatImages, chatMessages } from '../../db/schema';
import { createTestApp, registerCustomer, type TestApp } from '../../test/test-app';
import { importPictureFiles, LEGACY_PICTURES_FOLDER } from './picture-import';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'picture-import-'));
  t = await createTestApp({ seedProducts: 8, config: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 8, 7]);

describe('pictures kept as files by an older version', () => {
  it('moves each file a row names into the database, removes the rest and the folder', async () => {
    const c = await registerCustomer(t.app);
    const sellerId = (
      (await t.db.execute(sql`select id from sellers limit 1`)).rows[0] as { id: string }
    ).id;
    // A picture stored the old way: its row and message in the database, its bytes in a file.
    const legacyId = randomUUID();
    await t.db.insert(chatImages).values({
      id: legacyId,
      customerId: c.id,
      sellerId,
      contentType: 'image/png',
      bytes: PNG.length,
    });
    await t.db
      .insert(chatMessages)
      .values({ customerId: c.id, sellerId, sender: 'customer', message: '', imageId: legacyId });
    const dir = join(dataDir, LEGACY_PICTURES_FOLDER);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, legacyId), PNG);
    writeFileSync(join(dir, randomUUID()), 'never committed');
    writeFileSync(join(dir, `.${legacyId}.abcd.tmp`), 'half written');

    const before = await t.app.inject({ url: `/api/chat/images/${legacyId}`, headers: c.headers });
    expect(before.statusCode).toBe(404);

    expect(await importPictureFiles(t.db, dataDir)).toEqual({ imported: 1, removed: 2 });
    expect(existsSync(dir)).toBe(false);
    const served = await t.app.inject({ url: `/api/chat/images/${legacyId}`, headers: c.headers });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('does nothing when there is no folder, and a second run finds nothing left', async () => {
    expect(await importPictureFiles(t.db, dataDir)).toEqual({ imported: 0, removed: 0 });
    expect(await importPictureFiles(t.db, join(dataDir, 'never-used'))).toEqual({
      imported: 0,
      removed: 0,
    });
  });
});
