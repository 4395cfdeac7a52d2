import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import * as api from '@shared/api/chat';
import { afterResponse } from '../../http/after-response';
import { assertSelf } from '../../http/auth';
import type { AppDeps } from '../../http/context';
import { notFound, tooManyRequests } from '../../domain-error';
import { exceeds } from '../../http/rate-limit';
import { route } from '../../http/route';
import type { SessionClaims } from '../../http/session';
import { attachChatSocket } from '../../realtime/chat-socket';
import { AutoReply } from './auto-reply';
import { registerPictureRoutes } from './picture-routes';
import { ensureSellerChatPasswords, sellerLogin } from './seller-login';
import {
  addFriend,
  findSeller,
  listFriends,
  markReadByCustomer,
  storeMessage,
  thread,
} from './repository';

const sellerNotFound = 'Seller not found';
export const tooManyMessages = 'Too many messages, slow down';
const SEND_WINDOW_SECONDS = 10;

export function registerChatRoutes(app: FastifyInstance, deps: AppDeps, pgPool: Pool | null): void {
  app.addHook('onReady', () => ensureSellerChatPasswords(deps.db, deps.config));
  const realtime = attachChatSocket(app, deps, pgPool);
  const autoReply = deps.config.CHAT_AUTO_REPLY
    ? new AutoReply({ db: deps.db, realtime, log: app.log })
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
      throw tooManyRequests(tooManyMessages);
  };

  registerPictureRoutes(app, deps, { realtime, autoReply, limitSends });

  route(app, deps, api.sellerChatLogin, ({ body, request }) => sellerLogin(deps, body, request.ip));

  route(app, deps, api.addCustomerFriend, async ({ db, body, user }) => {
    assertSelf(user, body.userId);
    if (!body.sellerId)
      return { messages: [], currentFd: null, myFriends: await listFriends(db, user.id) };
    if (!(await findSeller(db, body.sellerId))) throw notFound(sellerNotFound);
    await addFriend(db, user.id, body.sellerId);
    await markReadByCustomer(db, user.id, body.sellerId);
    const myFriends = await listFriends(db, user.id);
    return {
      messages: await thread(db, user.id, body.sellerId),
      currentFd: myFriends.find((f) => f.fdId === body.sellerId) ?? null,
      myFriends,
    };
  });

  route(
    app,
    deps,
    api.sendMessageToSeller,
    async ({ db, body, user, request }) => {
      assertSelf(user, body.userId);
      // body.name is ignored: the sender's name is read from the database.
      if (!(await findSeller(db, body.sellerId))) throw notFound(sellerNotFound);
      const message = await storeMessage(db, {
        customerId: user.id,
        sellerId: body.sellerId,
        sender: 'customer',
        message: body.text,
      });
      // Delivered live once the answer is out, so after the transaction has committed: a send
      // that is rolled back never reaches the seller. REST, not the socket, is the sending path,
      // so a message sent by the service worker with every tab closed still arrives live.
      afterResponse(request, () => {
        realtime.deliverToSeller(message);
        autoReply?.consider(message);
      });
      return { message };
    },
    { idempotent: true, before: limitSends },
  );
}
