import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatImages } from '../../db/schema';
import { PICTURES_FOLDER } from './picture-files';

/** An upload writes its file before its rows commit: a file this young may be one in progress. */
export const SWEEP_AFTER_MS = 60 * 60_000;
const IDS_PER_QUERY = 500;
const PICTURE_ID = /^[0-9a-f-]{36}$/;

/**
 * Removes picture files no row names, once they are an hour old: a temporary file or a picture
 * whose transaction never committed (the process stopped between the write and the commit),
 * and the pictures of a deleted account (its rows go with it). Answers how many were removed.
 */
export async function sweepPictureFiles(
  db: Db,
  dataDir: string,
  now = Date.now(),
): Promise<number> {
  const dir = join(dataDir, PICTURES_FOLDER);
  const names = await readdir(dir).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names) {
    const written = await stat(join(dir, name)).then(
      (s) => s.mtimeMs,
      () => now,
    );
    if (now - written >= SWEEP_AFTER_MS) old.push(name);
  }
  const kept = new Set<string>();
  const ids = old.filter((name) => PICTURE_ID.test(name));
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    const rows = await db
      .select({ id: chatImages.id })
      .from(chatImages)
      .where(inArray(chatImages.id, ids.slice(i, i + IDS_PER_QUERY)));
    for (const row of rows) kept.add(row.id);
  }
  const orphans = old.filter((name) => !kept.has(name));
  await Promise.all(orphans.map((name) => rm(join(dir, name), { force: true })));
  return orphans.length;
}
