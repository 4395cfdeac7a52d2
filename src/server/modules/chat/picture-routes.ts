import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as api from '@shared/api/chat';
import { id } from '@shared/api/common';
import { afterResponse } from '../../http/after-response';
import { assertSelf } from '../../http/authenticate';
import type { AppDeps } from '../../http/context';
import {
  badRequest,
  DomainError,
  forStaff,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../domain-error';
import {
  BUSY_RETRY_AFTER_SECONDS,
  ConcurrencyLimit,
  ConcurrencyLimitFull,
  runPaced,
} from '../../http/admission/concurrency-limit';
import { runIdempotent } from '../../http/idempotency';
import { route } from '../../http/route';
import { readToken, type SessionClaims } from '../../http/session-tokens';
import type { AutoReply } from './auto-reply';
import { chatIdentityOf } from './chat-identity';
import type { LiveChat } from './live-chat';
import { findSeller, SELLER_NOT_FOUND } from './service';
import { pictureFor, storePictureMessage } from './picture-service';
import { sniffPicture } from './picture-type';
import { readUpload } from './picture-upload';
import { UploadLimits } from '../../http/admission/upload-limits';

export const picturesOnly = 'server_pictures_only';
export const oneUploadAtATime = 'server_one_upload_at_a_time';
export const manyUploads = 'server_many_uploads';

/**
 * Pictures being received at once per instance, and per shopper: each costs a connection, a file
 * handle and disk, not memory (see picture-upload.ts). Stored one at a time, since storing reads
 * the whole picture into memory and hands it to the database (on PGlite, on the event loop),
 * resting ten times as long as each store took before the next: storing pictures takes at most
 * a tenth of the loop, however many are sent (a flood of uploads then costs the catalogue about
 * what as many ordinary readers do), and a picture waits its turn instead.
 */
const UPLOADS_PER_INSTANCE = 16;
const UPLOADS_PER_SHOPPER = 3;
const STORING_REST_FACTOR = 10;
const WAITING_TO_BE_STORED = UPLOADS_PER_INSTANCE;
/** Where pictures are written as they arrive, until stored in the database. */
const INCOMING_FOLDER = 'incoming-pictures';

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

function parseForm(fields: Record<string, string>) {
  const form = pictureForm.safeParse(fields);
  if (!form.success)
    throw badRequest(
      forStaff(form.error.issues.map((i) => `body.${i.path.join('.')}: ${i.message}`).join('; ')),
    );
  return form.data;
}

interface PictureRouteDeps {
  live: LiveChat;
  autoReply: AutoReply | null;
  limitSends: (user: SessionClaims | null) => Promise<void>;
}

/**
 * POST send-image-to-seller (multipart, judged by content, stored in the database with its
 * message, so any instance serves it). Multipart parsing is registered in this scope alone: no
 * other route accepts a form upload.
 */
function registerPictureSend(
  app: FastifyInstance,
  deps: AppDeps,
  { live, autoReply, limitSends }: PictureRouteDeps,
): void {
  const allowance = deps.config.CHAT_PICTURE_MB_PER_DAY * 1024 * 1024;
  const incoming = join(deps.config.DATA_DIR, INCOMING_FOLDER);
  const uploads = new UploadLimits(UPLOADS_PER_INSTANCE, UPLOADS_PER_SHOPPER);
  const storing = new ConcurrencyLimit(1, WAITING_TO_BE_STORED);

  void app.register(async (scope) => {
    await scope.register(multipart);
    route(
      scope,
      deps,
      api.sendImageToSeller,
      async ({ db, user, request, reply }) => {
        const admitted = uploads.enter(user.id);
        if ('refused' in admitted) {
          // The body is not read: the connection closes after the answer.
          reply.header('connection', 'close').header('retry-after', '2');
          if (admitted.refused === 'shopper') throw tooManyRequests(oneUploadAtATime);
          throw new DomainError('UNAVAILABLE', manyUploads);
        }
        const upload = await readUpload(request, reply, incoming).catch((error: unknown) => {
          admitted.release();
          throw error;
        });
        try {
          const form = parseForm(upload.fields);
          assertSelf(user, form.userId);
          if (!upload.picture?.bytes) throw badRequest('server_choose_picture');
          const picture = upload.picture;
          const contentType = sniffPicture(picture.head);
          if (!contentType) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', picturesOnly);
          if (!(await findSeller(db, form.sellerId))) throw notFound(SELLER_NOT_FOUND);

          // A multipart body is not JSON: the idempotency check compares the fields and the picture's digest.
          const hash = createHash('sha256')
            .update(`${request.url}\n${JSON.stringify(form)}\n${picture.digest}`)
            .digest('hex');
          const message = { customerId: user.id, sellerId: form.sellerId, text: form.text };
          const store = () =>
            runIdempotent(
              { db, metrics: deps.metrics },
              request,
              reply,
              user.id,
              async (outer) => {
                const stored = await storePictureMessage(outer, {
                  ...message,
                  contentType,
                  picture,
                  allowance,
                });
                afterResponse(request, () => {
                  live.deliverToSeller(stored);
                  autoReply?.consider(stored);
                });
                return { message: stored };
              },
              hash,
            );
          return await runPaced(storing, store, STORING_REST_FACTOR).catch((error: unknown) => {
            if (!(error instanceof ConcurrencyLimitFull)) throw error;
            reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
            deps.metrics.shedRequests.inc({ reason: 'queue_full' });
            throw new DomainError('UNAVAILABLE', manyUploads);
          });
        } finally {
          await upload.discard();
          admitted.release();
        }
      },
      { before: limitSends, expensive: true },
    );
  });
}

/** GET /api/chat/images/:imageId, for the conversation's two parties only. */
function registerPictureDownload(app: FastifyInstance, deps: AppDeps): void {
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
      const image = await pictureFor(deps.db, party, imageId);
      // Not kept by the browser: a cached copy would outlive the shopper's logout and open for
      // the next person on that phone. A thread opened again downloads its pictures again.
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .type(image.contentType)
        .send(image.bytes);
    },
  );
}

/** Picture messages: sent as a form upload, read back by the conversation's two parties. */
export function registerPictureRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  routeDeps: PictureRouteDeps,
): void {
  registerPictureSend(app, deps, routeDeps);
  registerPictureDownload(app, deps);
}
