import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, registerCustomer, type TestApp } from '../../test/test-app';
import { SWEEP_AFTER_MS, sweepPictureFiles } from './picture-sweep';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'picture-sweep-'));
  t = await createTestApp({ seedProducts: 8, config: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('sweeping chat picture files', () => {
  it('removes files no row names once they are an hour old; keeps stored pictures and young files', async () => {
    const c = await registerCustomer(t.app);
    const seller = (
      (await t.db.execute(sql`select id from sellers limit 1`)).rows[0] as { id: string }
    ).id;
    const form = new FormData();
    form.set('sellerId', seller);
    form.set('userId', c.id);
    form.set(
      'image',
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], {
        type: 'image/png',
      }),
      'p.png',
    );
    const body = new Response(form);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/chat/customer/send-image-to-seller',
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { ...c.headers, 'content-type': body.headers.get('content-type')! },
    });
    const storedId = (sent.json().message.image as string).split('/').pop()!;

    const dir = join(dataDir, 'chat-images');
    mkdirSync(dir, { recursive: true });
    const orphan = '11111111-1111-4111-8111-111111111111';
    const young = '22222222-2222-4222-8222-222222222222';
    const temporary = `.${orphan}.abcd.tmp`;
    for (const name of [orphan, young, temporary]) writeFileSync(join(dir, name), 'bytes');
    const twoHoursAgo = new Date(Date.now() - 2 * SWEEP_AFTER_MS);
    for (const name of [orphan, temporary, storedId])
      utimesSync(join(dir, name), twoHoursAgo, twoHoursAgo);

    expect(await sweepPictureFiles(t.db, dataDir)).toBe(2);
    expect(readdirSync(dir).sort()).toEqual([storedId, young].sort());
    const served = await t.app.inject({ url: `/api/chat/images/${storedId}`, headers: c.headers });
    expect(served.statusCode).toBe(200);
  });

  it('does nothing when no picture was ever sent', async () => {
    expect(await sweepPictureFiles(t.db, join(dataDir, 'never-used'))).toBe(0);
  });
});
