import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/chat';
import { id } from '@shared/api/common';
import { afterResponse } from '../../http/after-response';
import type { AppDeps } from '../../http/context';
import { tooManyRequests } from '../../domain-error';
import { exceeds } from '../../http/admission/rate-limit';
import { route } from '../../http/route';
import type { SessionClaims } from '../../http/session-tokens';
import { AutoReply } from './auto-reply';
import type { LiveChat } from './live-chat';
import { registerPictureRoutes } from './picture-routes';
import { ensureSellerChatPasswords, sellerLogin } from './seller-login';
import * as chat from './service';

const SEND_WINDOW_SECONDS = 10;

/** The chat's REST endpoints; live delivery goes through the `live` port (realtime/ implements it). */
export function registerChatRoutes(app: FastifyInstance, deps: AppDeps, live: LiveChat): void {
  app.addHook('onReady', () => ensureSellerChatPasswords(deps.db, deps.config));
  const autoReply = deps.config.CHAT_AUTO_REPLY
    ? new AutoReply({ db: deps.db, live, log: app.log })
    : null;
  if (autoReply) app.addHook('onClose', async () => autoReply.stop());

  const limitSends = async (user: SessionClaims | null) => {
    if (
      user &&
      (await exceeds(
        deps.db,
        `chat-send:${user.id}`,
        deps.config.CHAT_SENDS_PER_10_SECONDS,
        SEND_WINDOW_SECONDS,
      ))
    )
      throw tooManyRequests(chat.tooManyMessages);
  };

  registerPictureRoutes(app, deps, { live, autoReply, limitSends });

  route(app, deps, api.sellerChatLogin, ({ body, request }) => sellerLogin(deps, body, request.ip));

  route(
    app,
    deps,
    api.addCustomerFriend,
    ({ db, body, user }) => chat.openConversation(db, user.id, body.sellerId),
    { self: 'body.userId' },
  );

  route(
    app,
    deps,
    api.sendMessageToSeller,
    async ({ db, body, user, request }) => {
      // body.name is ignored: the sender's name is read from the database. The outbox's key is
      // a UUID the device shows the waiting message under: it becomes the message's id.
      const key = request.headers['idempotency-key'];
      const ownId = typeof key === 'string' && id.safeParse(key).success ? key : undefined;
      const message = await chat.sendToSeller(
        db,
        user.id,
        body.sellerId,
        body.text,
        body.productId,
        ownId,
      );
      // Delivered live once the answer is out, so after the transaction has committed: a send
      // that is rolled back never reaches the seller. REST, not the socket, is the sending path,
      // so a message sent by the service worker with every tab closed still arrives live.
      afterResponse(request, () => {
        live.deliverToSeller(message);
        autoReply?.consider(message);
      });
      return { message };
    },
    { idempotent: true, before: limitSends, self: 'body.userId' },
  );
}
