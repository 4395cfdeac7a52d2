import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import { chatImageExists, insertChatImageDataOnce } from './repository';

/** Where pictures were kept before they moved into the database (migration 0015). */
export const LEGACY_PICTURES_FOLDER = 'chat-images';
const PICTURE_ID = /^[0-9a-f-]{36}$/;

export interface PictureImport {
  imported: number;
  removed: number;
}

/**
 * Moves chat pictures an older version kept as files under DATA_DIR into the database, so a shop
 * upgraded in place keeps every picture and serves it from any instance. A file no row names (an
 * upload whose transaction never committed, a deleted account's picture) or a temporary file is
 * removed; the folder goes once it is empty. Several instances may run it at once: a picture is
 * inserted once and a file already gone is skipped.
 */
export async function importPictureFiles(db: Db, dataDir: string): Promise<PictureImport> {
  const dir = join(dataDir, LEGACY_PICTURES_FOLDER);
  const names = await readdir(dir).catch(() => null);
  const result: PictureImport = { imported: 0, removed: 0 };
  if (!names) return result;
  for (const name of names) {
    const path = join(dir, name);
    if (PICTURE_ID.test(name) && (await chatImageExists(db, name))) {
      const data = await readFile(path).catch(() => null);
      if (!data) continue;
      result.imported += await insertChatImageDataOnce(db, name, data);
    } else {
      result.removed += 1;
    }
    await rm(path, { force: true });
  }
  await rmdir(dir).catch(() => undefined);
  return result;
}
