import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as api from '@shared/api/chat';
import { id } from '@shared/api/common';
import { inTransaction } from '../../db/client';
import { afterResponse } from '../../http/after-response';
import { assertSelf } from '../../http/auth';
import type { AppDeps } from '../../http/context';
import {
  badRequest,
  DomainError,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../domain-error';
import { runIdempotent } from '../../http/idempotency';
import { route } from '../../http/route';
import { readToken, type SessionClaims } from '../../http/session';
import { chatIdentityOf, type ChatRealtime } from '../../realtime/chat-socket';
import type { AutoReply } from './auto-reply';
import { SELLER_NOT_FOUND } from './service';
import { sniffPicture } from './picture-type';
import {
  chatImageData,
  findChatImage,
  findSeller,
  lockShopperPictures,
  pictureBytesToday,
  storeChatImage,
  storeMessage,
} from './repository';

export const pictureTooLarge = 'Pictures can be at most 5 MB';
export const picturesOnly = 'Pictures must be JPEG, PNG or WebP';
export const pictureNotFound = 'Picture not found';
export const tooManyPictures = 'Too many pictures today, try again tomorrow';
const notMultipart = 'Send the picture as multipart/form-data';

/** The form's text fields; `text` is an optional caption (empty after trimming: none). */
const pictureForm = z.strictObject({
  sellerId: id,
  userId: id,
  text: z
    .string()
    .trim()
    .max(api.CHAT_MESSAGE_MAX, `Message must be at most ${api.CHAT_MESSAGE_MAX} characters`)
    .default(''),
});

interface Upload {
  fields: Record<string, string>;
  picture: Buffer | null;
}

/**
 * Reads the form whole: its text fields and the one file `image`, buffered up to 5 MB (busboy
 * stops keeping a larger file at the limit; the 413 then closes the connection).
 */
async function readUpload(request: FastifyRequest, reply: FastifyReply): Promise<Upload> {
  if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', notMultipart);
  const upload: Upload = { fields: {}, picture: null };
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
        if (part.fieldname !== 'image') throw badRequest(`Unknown file field '${part.fieldname}'`);
        upload.picture = await part.toBuffer();
      } else {
        upload.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      // The connection closes after the answer: the rest of the file is not waited for on it.
      reply.header('connection', 'close');
      throw new DomainError('PAYLOAD_TOO_LARGE', pictureTooLarge);
    }
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one picture at a time');
    if (error instanceof DomainError || (error as { statusCode?: number }).statusCode) throw error;
    // Busboy's own complaints (no boundary, a form cut short) are the sender's fault.
    throw badRequest(`${notMultipart}: ${(error as Error).message}`);
  }
  return upload;
}

function parseForm(fields: Record<string, string>) {
  const form = pictureForm.safeParse(fields);
  if (!form.success)
    throw badRequest(
      form.error.issues.map((i) => `body.${i.path.join('.')}: ${i.message}`).join('; '),
    );
  return form.data;
}

interface PictureRouteDeps {
  realtime: ChatRealtime;
  autoReply: AutoReply | null;
  limitSends: (user: SessionClaims | null) => Promise<void>;
}

/**
 * Picture messages: POST send-image-to-seller (multipart, judged by content, stored in the
 * database with its message, so any instance serves it) and GET /api/chat/images/:imageId for the conversation's two parties only.
 * Multipart parsing is registered in this scope alone: no other route accepts a form upload.
 */
export function registerPictureRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  { realtime, autoReply, limitSends }: PictureRouteDeps,
): void {
  const allowance = deps.config.CHAT_PICTURE_MB_PER_DAY * 1024 * 1024;

  void app.register(async (scope) => {
    await scope.register(multipart);
    route(
      scope,
      deps,
      api.sendImageToSeller,
      async ({ db, user, request, reply }) => {
        const upload = await readUpload(request, reply);
        const form = parseForm(upload.fields);
        assertSelf(user, form.userId);
        if (!upload.picture?.length) throw badRequest('Choose a picture to send');
        const picture = upload.picture;
        const contentType = sniffPicture(picture);
        if (!contentType) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', picturesOnly);
        if (!(await findSeller(db, form.sellerId))) throw notFound(SELLER_NOT_FOUND);

        // A multipart body is not JSON: the idempotency check compares the fields and the picture's digest.
        const digest = createHash('sha256').update(picture).digest('hex');
        const hash = createHash('sha256')
          .update(`${request.url}\n${JSON.stringify(form)}\n${digest}`)
          .digest('hex');
        return runIdempotent(
          db,
          request,
          reply,
          user.id,
          // A transaction of its own even without an Idempotency-Key: the lock, the check and
          // the rows commit together (inside an idempotent request, in its transaction).
          (outer) =>
            inTransaction(outer, async (tx) => {
              // One upload of a shopper at a time from here to the commit, so the allowance
              // counts every picture before it (a burst must not pass the check together).
              await lockShopperPictures(tx, user.id);
              if ((await pictureBytesToday(tx, user.id)) + picture.length > allowance)
                throw tooManyRequests(tooManyPictures);
              const imageId = randomUUID();
              await storeChatImage(
                tx,
                {
                  id: imageId,
                  customerId: user.id,
                  sellerId: form.sellerId,
                  contentType,
                  bytes: picture.length,
                },
                picture,
              );
              const message = await storeMessage(tx, {
                customerId: user.id,
                sellerId: form.sellerId,
                sender: 'customer',
                message: form.text,
                imageId,
              });
              afterResponse(request, () => {
                realtime.deliverToSeller(message);
                autoReply?.consider(message);
              });
              return { message };
            }),
          hash,
        );
      },
      { before: limitSends },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    `/api${api.getChatImage.path}`,
    {
      schema: {
        summary: api.getChatImage.summary,
        params: api.getChatImage.params,
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const token = readToken(request);
      if (!token) throw unauthorized();
      const { party } = await chatIdentityOf(deps, token).catch((error: unknown) => {
        throw error instanceof DomainError ? error : unauthorized();
      });
      const { imageId } = request.params as { imageId: string };
      const image = await findChatImage(deps.db, imageId);
      // Someone else's picture answers like a missing one: its existence is not disclosed.
      const mine =
        image &&
        (party.role === 'customer'
          ? image.customerId === party.customerId
          : image.sellerId === party.sellerId);
      if (!image || !mine) throw notFound(pictureNotFound);
      const bytes = await chatImageData(deps.db, image.id);
      if (!bytes) throw notFound(pictureNotFound);
      // Not kept by the browser: a cached copy would outlive the shopper's logout and open for
      // the next person on that phone. A thread opened again downloads its pictures again.
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .type(image.contentType)
        .send(bytes);
    },
  );
}
