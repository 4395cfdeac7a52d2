import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** DATA_DIR's folder of drawings kept once made (link-preview cards, invoices), one per kind. */
export const renderedDir = (
  dataDir: string,
  kind: 'og' | 'invoices' | 'credit-notes' | 'pictures',
) => join(dataDir, 'rendered', kind);

/** Keys become file names: lowercase letters, digits and dashes only, never a path. */
const KEY = /^[a-z0-9][a-z0-9-]{0,199}$/;

export interface RenderedStoreOptions {
  /** The folder the files go in; made when the first one is written. */
  dir: string;
  /** The files' ending, such as '.png'. */
  extension: string;
  /** Bytes kept in memory in front of the disk, the least recently asked dropped first; 0: none. */
  memoryBytes: number;
  /** A file that could not be read or written: the drawing is still answered (drawn again later). */
  onError?: (error: unknown) => void;
}

/**
 * Drawings kept once made, one file per key under `dir`. A key names what was drawn (a hash of
 * the drawing's inputs), so a file never goes stale: a change of input is a new key. Files are
 * written to a temporary name, synced, then renamed, so a reader (another instance sharing the
 * folder, or this one after a crash) sees a whole file or none. Several asking for the same key at
 * once share one drawing. The folder is a cache: deleting it costs only drawing again.
 */
export class RenderedStore {
  private readonly memory = new Map<string, Buffer>();
  private memoryUsed = 0;
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private folderMade: Promise<unknown> | null = null;

  constructor(private readonly options: RenderedStoreOptions) {}

  /** The bytes kept under `key`, or those `draw` makes (then kept) when there are none. */
  get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    if (!KEY.test(key)) return Promise.reject(new Error(`Not a rendered file key: ${key}`));
    const remembered = this.memory.get(key);
    if (remembered) {
      // Asked again: it moves to the end, the last to be dropped.
      this.memory.delete(key);
      this.memory.set(key, remembered);
      return Promise.resolve(remembered);
    }
    const underway = this.drawing.get(key);
    if (underway) return underway;
    const bytes = this.readOrDraw(key, draw).finally(() => this.drawing.delete(key));
    this.drawing.set(key, bytes);
    return bytes;
  }

  private path(key: string): string {
    return join(this.options.dir, key + this.options.extension);
  }

  private async readOrDraw(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    let bytes = await this.read(key);
    if (!bytes) {
      bytes = await draw();
      await this.write(key, bytes).catch((error: unknown) => this.options.onError?.(error));
    }
    this.remember(key, bytes);
    return bytes;
  }

  private async read(key: string): Promise<Buffer | null> {
    try {
      const bytes = await readFile(this.path(key));
      // Written whole or not at all; an empty file can only be damage, so it is drawn again.
      return bytes.length > 0 ? bytes : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.options.onError?.(error);
      return null;
    }
  }

  private async write(key: string, bytes: Buffer): Promise<void> {
    this.folderMade ??= mkdir(this.options.dir, { recursive: true }).catch((error: unknown) => {
      this.folderMade = null;
      throw error;
    });
    await this.folderMade;
    const final = this.path(key);
    const temporary = `${final}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
    try {
      const file = await open(temporary, 'wx');
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, final);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
  }

  private remember(key: string, bytes: Buffer): void {
    if (bytes.length > this.options.memoryBytes) return;
    this.memoryUsed += bytes.length - (this.memory.get(key)?.length ?? 0);
    this.memory.delete(key);
    this.memory.set(key, bytes);
    for (const [oldest, kept] of this.memory) {
      if (this.memoryUsed <= this.options.memoryBytes) break;
      this.memory.delete(oldest);
      this.memoryUsed -= kept.length;
    }
  }
}
