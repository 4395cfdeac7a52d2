import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { SessionTokens } from '../../http/session-tokens';
import { createTestApp, registerCustomer, rowCount, type TestApp } from '../../test/test-app';
import { picturesOnly } from './picture-routes';
import { pictureNotFound, tooManyPictures } from './picture-service';
import { pictureTooLarge } from './picture-upload';
import { sniffPicture } from './picture-type';
import { english } from '@shared/said';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR rest of a tiny picture'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(16),
]);

let t: TestApp;
let dataDir: string;
let sellerId: string;
let otherSellerId: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'chat-pictures-'));
  t = await createTestApp({ seedProducts: 8, config: { DATA_DIR: dataDir } });
  const rows = (await t.db.execute(sql`select id from sellers order by shop_name limit 2`))
    .rows as { id: string }[];
  sellerId = rows[0]!.id;
  otherSellerId = rows[1]!.id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A multipart body as a browser's FormData sends it. */
interface FilePart {
  name: string;
  bytes: Buffer;
  type: string;
  field?: string;
}

async function formBody(fields: Record<string, string>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const f of files)
    form.append(f.field ?? 'image', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}

async function sendPicture(
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: FilePart[] = [{ name: 'photo.png', bytes: PNG, type: 'image/png' }],
) {
  const { payload, contentType } = await formBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/chat/customer/send-image-to-seller',
    payload,
    headers: { ...headers, 'content-type': contentType },
  });
}

/** Pictures received but not yet stored wait here; none may stay behind. */
const waitingFiles = () => {
  const folder = join(dataDir, 'incoming-pictures');
  return existsSync(folder) ? readdirSync(folder).length : 0;
};

const stored = async () => ({
  images: await rowCount(t.db, 'chat_images'),
  messages: await rowCount(t.db, 'chat_messages'),
  bytes: await rowCount(t.db, 'chat_image_bytes'),
  waitingFiles: waitingFiles(),
});

describe('sniffPicture', () => {
  it('judges by the first bytes, not the name', () => {
    expect(sniffPicture(PNG)).toBe('image/png');
    expect(sniffPicture(JPEG)).toBe('image/jpeg');
    expect(sniffPicture(WEBP)).toBe('image/webp');
    expect(sniffPicture(Buffer.from('just some text pretending'))).toBeNull();
    expect(sniffPicture(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffPicture(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
  });
});

describe('chat pictures', () => {
  it('stores a picture in the database and serves it to the shopper and the seller of the conversation only', async () => {
    const c = await registerCustomer(t.app);
    const sent = await sendPicture(c.headers, {
      sellerId,
      userId: c.id,
      text: '  Like this one? ',
    });
    expect(sent.statusCode).toBe(200);
    const { message } = sent.json() as {
      message: { image: string; message: string; senderId: string; receverId: string };
    };
    expect(message).toMatchObject({
      message: 'Like this one?',
      senderId: c.id,
      receverId: sellerId,
    });
    expect(message.image).toMatch(/^\/api\/chat\/images\/[0-9a-f-]{36}$/);
    const imageId = message.image.split('/').pop()!;
    expect(
      (await t.db.execute(sql`select 1 from chat_image_bytes where image_id = ${imageId}`)).rows,
    ).toHaveLength(1);

    const mine = await t.app.inject({ method: 'GET', url: message.image, headers: c.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');

    // In the browser the <img> carries the session cookie, not a bearer token: never stored, so
    // no copy outlives a logout.
    const byCookie = await t.app.inject({
      method: 'GET',
      url: message.image,
      cookies: { customerToken: c.token },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.headers['cache-control']).toBe('private, no-store');

    const tokens = new SessionTokens(t.config.JWT_SECRET);
    const seller = await t.app.inject({
      method: 'GET',
      url: message.image,
      headers: { authorization: `Bearer ${await tokens.signSeller(sellerId)}` },
    });
    expect(seller.statusCode).toBe(200);
    const otherSeller = await t.app.inject({
      method: 'GET',
      url: message.image,
      headers: { authorization: `Bearer ${await tokens.signSeller(otherSellerId)}` },
    });
    expect(otherSeller.statusCode).toBe(404);
    const stranger = await registerCustomer(t.app);
    const strangers = await t.app.inject({
      method: 'GET',
      url: message.image,
      headers: stranger.headers,
    });
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json()).toEqual({
      error: english(pictureNotFound),
      messageKey: pictureNotFound,
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
    expect((await t.app.inject({ method: 'GET', url: message.image })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: message.image,
          headers: { authorization: 'Bearer forged.token.here' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/chat/images/not-an-id', headers: c.headers }))
        .statusCode,
    ).toBe(400);

    const thread = await t.app.inject({
      method: 'POST',
      url: '/api/chat/customer/add-customer-friend',
      payload: { userId: c.id, sellerId },
      headers: c.headers,
    });
    expect(thread.json().messages).toEqual([
      expect.objectContaining({ image: message.image, message: 'Like this one?' }),
    ]);
  });

  it('accepts JPEG and WebP without a caption', async () => {
    const c = await registerCustomer(t.app);
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const sent = await sendPicture(c.headers, { sellerId, userId: c.id }, [
        { name: 'p', bytes, type },
      ]);
      expect(sent.statusCode).toBe(200);
      expect(sent.json().message.message).toBe('');
      const served = await t.app.inject({
        method: 'GET',
        url: sent.json().message.image,
        headers: c.headers,
      });
      expect(served.headers['content-type']).toBe(type);
    }
  });

  it('refuses bad uploads with a clear error and stores nothing (no row, no file)', async () => {
    const c = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const before = await stored();
    const fields = { sellerId, userId: c.id };
    // One after another: a shopper may have only a few uploads in flight.
    const cases: [
      () => Promise<{ statusCode: number; json: () => { error: string } }>,
      number,
      string | RegExp,
    ][] = [
      [
        () =>
          sendPicture(c.headers, fields, [
            {
              name: 'photo.png',
              bytes: Buffer.from('this is really a text file'),
              type: 'image/png',
            },
          ]),
        415,
        english(picturesOnly),
      ],
      [
        () =>
          sendPicture(c.headers, fields, [
            {
              name: 'big.jpg',
              bytes: Buffer.concat([JPEG, Buffer.alloc(6 * 1024 * 1024)]),
              type: 'image/jpeg',
            },
          ]),
        413,
        english(pictureTooLarge),
      ],
      [() => sendPicture(c.headers, { sellerId, userId: other.id }), 403, /./],
      [
        () =>
          sendPicture(c.headers, {
            sellerId: '00000000-0000-4000-8000-000000000000',
            userId: c.id,
          }),
        404,
        'Seller not found',
      ],
      [() => sendPicture(c.headers, { sellerId: c.id, userId: c.id }), 404, 'Seller not found'],
      [() => sendPicture(c.headers, fields, []), 400, 'Choose a picture to send'],
      [
        () =>
          sendPicture(c.headers, fields, [
            { name: 'a.png', bytes: PNG, type: 'image/png' },
            { name: 'b.png', bytes: PNG, type: 'image/png' },
          ]),
        400,
        'Send one picture at a time',
      ],
      [
        () =>
          sendPicture(c.headers, fields, [
            { name: 'a.png', bytes: PNG, type: 'image/png', field: 'avatar' },
          ]),
        400,
        "Unknown file field 'avatar'",
      ],
      [
        () => sendPicture(c.headers, { ...fields, text: 'x'.repeat(1001) }),
        400,
        /at most 1000 characters/,
      ],
      [() => sendPicture(c.headers, { ...fields, extra: 'x' }), 400, /extra/],
      [() => sendPicture({}, fields), 401, /./],
      [
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/chat/customer/send-image-to-seller',
            payload: PNG,
            headers: { ...c.headers, 'content-type': 'multipart/form-data' },
          }),
        400,
        /multipart\/form-data/,
      ],
      [
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/chat/customer/send-image-to-seller',
            payload: fields,
            headers: c.headers,
          }),
        415,
        'Send the picture as multipart/form-data',
      ],
    ];
    for (const [answer, status, error] of cases) {
      const res = await answer();
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toMatch(error);
    }
    expect(await stored()).toEqual(before);
  });

  it('stores a replayed upload (same Idempotency-Key) once, and refuses the key with another picture', async () => {
    const c = await registerCustomer(t.app);
    const before = await stored();
    const headers = { ...c.headers, 'idempotency-key': 'picture-key-0001' };
    const first = await sendPicture(headers, { sellerId, userId: c.id });
    const again = await sendPicture(headers, { sellerId, userId: c.id });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const changed = await sendPicture(headers, { sellerId, userId: c.id }, [
      { name: 'p.jpg', bytes: JPEG, type: 'image/jpeg' },
    ]);
    expect(changed.statusCode).toBe(422);
    expect(await stored()).toEqual({
      images: before.images + 1,
      messages: before.messages + 1,
      bytes: before.bytes + 1,
      waitingFiles: 0,
    });
  });

  it('refuses pictures past the daily allowance with 429, storing nothing', async () => {
    const limited = await createTestApp({
      seedProducts: 8,
      config: { DATA_DIR: dataDir, CHAT_PICTURE_MB_PER_DAY: '1' },
    });
    try {
      const seller = (
        (await limited.db.execute(sql`select id from sellers limit 1`)).rows[0] as { id: string }
      ).id;
      const c = await registerCustomer(limited.app);
      const big = Buffer.concat([JPEG, Buffer.alloc(600 * 1024)]);
      const send = async () => {
        const { payload, contentType } = await formBody({ sellerId: seller, userId: c.id }, [
          { name: 'p.jpg', bytes: big, type: 'image/jpeg' },
        ]);
        return limited.app.inject({
          method: 'POST',
          url: '/api/chat/customer/send-image-to-seller',
          payload,
          headers: { ...c.headers, 'content-type': contentType },
        });
      };
      // Three at once (a shopper's most in flight): the allowance holds one (two would be
      // 1.2 MB), however they interleave.
      const answers = await Promise.all(Array.from({ length: 3 }, send));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429]);
      expect(answers.find((a) => a.statusCode === 429)!.json()).toEqual({
        error: english(tooManyPictures),
        messageKey: tooManyPictures,
        code: 'TOO_MANY_REQUESTS',
        requestId: expect.any(String),
      });
      expect(await rowCount(limited.db, 'chat_images')).toBe(1);
      expect(await rowCount(limited.db, 'chat_image_bytes')).toBe(1);
    } finally {
      await limited.close();
    }
  });

  it('removes the file when the rows cannot be stored', async () => {
    const c = await registerCustomer(t.app);
    const before = await stored();
    // The insert fails after the file is written (a trigger stands in for a full disk or a lost connection).
    await t.db.execute(
      sql`create or replace function fail_chat_image() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
    );
    await t.db.execute(
      sql`create trigger fail_chat_image before insert on chat_images for each row execute function fail_chat_image()`,
    );
    try {
      const sent = await sendPicture(c.headers, { sellerId, userId: c.id });
      expect(sent.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger fail_chat_image on chat_images`);
    }
    expect(await stored()).toEqual(before);
  });
});
