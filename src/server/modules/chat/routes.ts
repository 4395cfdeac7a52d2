import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/chat';
import { assertSelf } from '../../http/auth';
import type { AppDeps } from '../../http/context';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { attachChatSocket } from '../../realtime/chat-socket';
import { ensureSellerChatPasswords, sellerLogin } from './seller-login';
import { addFriend, findSeller, listFriends, markReadByCustomer, storeMessage, thread } from './repository';

const sellerNotFound = 'Seller not found';

export function registerChatRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onReady', () => ensureSellerChatPasswords(deps.db));
  const realtime = attachChatSocket(app, deps);

  route(app, deps, api.sellerChatLogin, ({ body, request }) => sellerLogin(deps, body, request.ip));

  route(app, deps, api.addCustomerFriend, async ({ db, body, user }) => {
    assertSelf(user, body.userId);
    if (!body.sellerId) return { messages: [], currentFd: null, myFriends: await listFriends(db, user.id) };
    if (!(await findSeller(db, body.sellerId))) throw notFound(sellerNotFound);
    await addFriend(db, user.id, body.sellerId);
    await markReadByCustomer(db, user.id, body.sellerId);
    const myFriends = await listFriends(db, user.id);
    return { messages: await thread(db, user.id, body.sellerId), currentFd: myFriends.find((f) => f.fdId === body.sellerId) ?? null, myFriends };
  });

  route(
    app,
    deps,
    api.sendMessageToSeller,
    async ({ db, body, user }) => {
      assertSelf(user, body.userId);
      // body.name is ignored: the sender's name is read from the database.
      if (!(await findSeller(db, body.sellerId))) throw notFound(sellerNotFound);
      const message = await storeMessage(db, { customerId: user.id, sellerId: body.sellerId, sender: 'customer', message: body.text });
      // Delivered on store, so a message sent by the service worker reaches the seller live too.
      realtime.deliverToSeller(message);
      return { message };
    },
    { idempotent: true },
  );
}
