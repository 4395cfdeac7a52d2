import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

interface Tagged {
  etag: string;
  size: number;
  mtimeMs: number;
}

/**
 * Strong ETags from the content of every built file (and its .br/.gz copies), read at start and
 * read again when a file's size or time changes (a build written over a running server). The
 * file system's size-and-mtime tag differs between two instances holding the same build, so
 * behind a balancer `sw.js` and the manifest looked changed on every other request.
 */
export class ContentEtags {
  private readonly tags = new Map<string, Tagged>();

  constructor(root: string, skip: (relativePath: string) => boolean) {
    const walk = (dir: string, relative: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        const name = relative ? `${relative}/${entry.name}` : entry.name;
        if (skip(name)) continue;
        if (entry.isDirectory()) walk(path, name);
        else if (entry.isFile()) this.read(path, statSync(path));
      }
    };
    walk(root, '');
  }

  private read(path: string, stat: Stats): Tagged {
    const tagged = { etag: etagOf(readFileSync(path)), size: stat.size, mtimeMs: stat.mtimeMs };
    this.tags.set(path, tagged);
    return tagged;
  }

  /** Puts the file's tag on the answer (called with the path actually sent, .br included). */
  tag(reply: FastifyReply, path: string, stat: Stats): void {
    const known = this.tags.get(path);
    const tagged =
      known && known.size === stat.size && known.mtimeMs === stat.mtimeMs
        ? known
        : this.read(path, stat);
    reply.header('etag', tagged.etag);
  }

  /** Answers 304 to a GET or HEAD whose If-None-Match names the tag of the file about to be sent. */
  answerNotModified(app: FastifyInstance): void {
    app.addHook('onSend', async (request, reply, payload) => {
      const etag = reply.getHeader('etag');
      const asked = request.headers['if-none-match'];
      if (reply.statusCode !== 200 || typeof etag !== 'string' || !asked) return payload;
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (!asked.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*'))
        return payload;
      (payload as { destroy?: () => void } | null)?.destroy?.();
      reply.code(304).removeHeader('content-length');
      return null;
    });
  }
}

function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
}
