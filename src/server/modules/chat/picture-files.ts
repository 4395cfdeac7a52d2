import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type PictureType = 'image/jpeg' | 'image/png' | 'image/webp';

/** Chat pictures' folder under DATA_DIR. */
export const PICTURES_FOLDER = 'chat-images';

/**
 * What a file really is, judged by its first bytes (never by its name or the type the browser
 * claims): JPEG, PNG or WebP, else null. A text file renamed photo.png is null.
 */
export function sniffPicture(bytes: Uint8Array): PictureType | null {
  const starts = (signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF <size> WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * Chat pictures on disk, one file per picture id under DATA_DIR/chat-images. A file is written
 * whole under a temporary name and then renamed, so a reader never sees half a picture and a
 * crash leaves at most a stray temporary file, never a torn picture.
 */
export class PictureFiles {
  private readonly dir: string;
  private ready: Promise<unknown> | null = null;

  constructor(dataDir: string) {
    this.dir = join(dataDir, PICTURES_FOLDER);
  }

  private path(id: string): string {
    // Ids are UUIDs checked by the routes; the check here keeps a path out of the folder regardless.
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Error(`Not a picture id: ${id}`);
    return join(this.dir, id);
  }

  async write(id: string, bytes: Uint8Array): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    const temporary = join(this.dir, `.${id}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, this.path(id));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  read(id: string): Promise<Buffer> {
    return readFile(this.path(id));
  }

  remove(id: string): Promise<void> {
    return rm(this.path(id), { force: true });
  }
}
