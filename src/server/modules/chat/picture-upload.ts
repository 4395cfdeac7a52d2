import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import * as api from '@shared/api/chat';
import { badRequest, DomainError, forStaff } from '../../domain-error';

export const pictureTooLarge = 'chat_picture_too_large';
const notMultipart = 'Send the picture as multipart/form-data';
/** Bytes kept from the start of a picture: enough to tell JPEG, PNG and WebP apart. */
const HEAD_BYTES = 16;

/** A picture received to a file, with what the route needs to know of it without reading it. */
export interface ReceivedPicture {
  path: string;
  bytes: number;
  /** SHA-256 (hex) of the whole picture. */
  digest: string;
  /** Its first bytes, to judge its type. */
  head: Buffer;
}

export interface Upload {
  fields: Record<string, string>;
  picture: ReceivedPicture | null;
  /** Removes the received file (always call it, in a finally). */
  discard(): Promise<void>;
}

/**
 * Writes the file part to `folder` as it arrives, counting, hashing and keeping its first bytes:
 * the process holds a chunk at a time, not the picture, however slowly it comes. Busboy stops at
 * the size limit and marks the stream truncated; the 413 then closes the connection.
 */
async function receiveFile(part: MultipartFile, folder: string): Promise<ReceivedPicture> {
  const path = join(folder, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let bytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (bytes < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - bytes));
      bytes += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(part.file, meter, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  return { path, bytes, digest: hash.digest('hex'), head: Buffer.concat(head) };
}

/**
 * Reads the form: its text fields, and the one file `image` written to a file under `folder`
 * (see receiveFile). The caller reads the file only when it stores it.
 */
export async function readUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  folder: string,
): Promise<Upload> {
  if (!request.isMultipart())
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', forStaff(notMultipart));
  await mkdir(folder, { recursive: true });
  const received: string[] = [];
  const upload: Upload = {
    fields: {},
    picture: null,
    discard: () => Promise.all(received.map((path) => rm(path, { force: true }))).then(() => {}),
  };
  const parts = request.parts({
    limits: {
      fileSize: api.CHAT_IMAGE_MAX_BYTES,
      files: 1,
      fields: 3,
      fieldSize: 8 * api.CHAT_MESSAGE_MAX,
      parts: 4,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image')
          throw badRequest(forStaff(`Unknown file field '${part.fieldname}'`));
        const picture = await receiveFile(part, folder);
        received.push(picture.path);
        if (part.file.truncated) throw Object.assign(new Error(), { code: 'TOO_LARGE' });
        upload.picture = picture;
      } else {
        upload.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    await upload.discard();
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'TOO_LARGE') {
      // The connection closes after the answer: the rest of the file is not waited for on it.
      reply.header('connection', 'close');
      throw new DomainError('PAYLOAD_TOO_LARGE', pictureTooLarge);
    }
    if (code === 'FST_FILES_LIMIT') throw badRequest('server_one_picture');
    if (error instanceof DomainError || (error as { statusCode?: number }).statusCode) throw error;
    // Busboy's own complaints (no boundary, a form cut short) are the sender's fault.
    throw badRequest(forStaff(`${notMultipart}: ${(error as Error).message}`));
  }
  return upload;
}

/** The received picture's bytes, read when they are stored (under the storing limit). */
export const pictureBytes = (picture: ReceivedPicture): Promise<Buffer> => readFile(picture.path);
