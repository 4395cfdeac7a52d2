import { fsyncSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

interface NodeFsStream {
  nfd?: number;
}
interface EmscriptenModule {
  NODEFS: { stream_ops: Record<string, unknown> };
}

/**
 * PGlite's Node filesystem (Emscripten's NODEFS) has no fsync: PostgreSQL's fsync of the WAL at
 * commit returns without touching the disk. This one forwards it to the real file, so a
 * committed transaction survives a power loss, not only a crash of the process.
 */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const preRun = (emscriptenOpts.preRun ?? []) as ((mod: EmscriptenModule) => void)[];
    const addFsync = (mod: EmscriptenModule) => {
      mod.NODEFS.stream_ops.fsync = (stream: NodeFsStream) => {
        if (stream.nfd === undefined) return 0;
        fsyncSync(stream.nfd);
        return 0;
      };
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...preRun, addFsync] } as typeof emscriptenOpts,
    };
  }
}

/**
 * Shared buffers of the server's PGlite. PostgreSQL's default, 128 MB, is all resident from the
 * start in the process (PGlite's shared memory lives in its wasm heap and is written at start);
 * 32 MB holds the demo catalogue's whole database twice over, and a page past them is read
 * again from the operating system's file cache. A catalogue that outgrows it belongs on
 * PostgreSQL, whose buffers are not the shop process's memory.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * PGlite with its files under dataDir and PostgreSQL's fsync on. PGlite starts PostgreSQL with
 * `-F` (fsync=off) by default; these are its default start parameters without that flag, and
 * the WAL synced with fsync() (Emscripten's fdatasync() is a stub that never reaches the file).
 */
export function durablePglite(dataDir: string, options: PGliteOptions): Promise<PGlite> {
  return PGlite.create({
    ...options,
    fs: new DurableNodeFS(dataDir),
    startParams: [
      ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
      '-c',
      'wal_sync_method=fsync',
      '-c',
      `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
    ],
  });
}
