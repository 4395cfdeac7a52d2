import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import * as api from '@shared/api/cart';
import { serverMessages } from '@shared/messages';
import type { CartLine } from '@shared/api/cart';
import { cartResponse } from '@shared/rules/cart';
import { stockMessage } from '@shared/rules/stock';
import { cartLines } from '../../db/schema';
import { assertSelf } from '../../http/auth';
import type { AppDeps } from '../../http/context';
import { badRequest, conflict, notFound } from '../../domain-error';
import { route } from '../../http/route';
import { inStock, loadLines } from './lines';
import * as repo from './repository';
import { inTransaction } from '../../db/client';

export function registerCartRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, api.getCounts, async ({ db, params, user }) => {
    assertSelf(user, params.userId);
    return repo.countsOf(db, user.id);
  });

  route(
    app,
    deps,
    api.addToCart,
    async ({ db, body, user }) => {
      assertSelf(user, body.userId);
      return inTransaction(db, async (t) => {
        if (!(await repo.findProduct(t, body.productId)))
          throw notFound(serverMessages.productNotFound);
        const variation = await repo.pickVariation(t, body.productId, body.variantId);
        if (body.variantId && !variation) throw badRequest(serverMessages.variationMismatch);
        const variationId = variation?.id ?? null;
        const stock = variation?.stock ?? (await repo.stockOf(t, body.productId, null));
        const line = await repo.findLineForUpdate(t, user.id, body.productId, variationId);
        const wanted = (line?.quantity ?? 0) + body.quantity;
        if (wanted > stock) throw conflict(stockMessage(stock - (line?.quantity ?? 0)));
        if (line) {
          await t.update(cartLines).set({ quantity: wanted }).where(eq(cartLines.id, line.id));
          return { message: serverMessages.addedToCart, cartLineId: line.id };
        }
        const [created] = await t
          .insert(cartLines)
          .values({
            customerId: user.id,
            productId: body.productId,
            variationId,
            quantity: body.quantity,
          })
          .returning({ id: cartLines.id });
        return { message: serverMessages.addedToCart, cartLineId: created!.id };
      });
    },
    { idempotent: true },
  );

  route(app, deps, api.getCart, async ({ db, user }) => {
    const [loaded, pending] = await Promise.all([
      loadLines(db, user.id),
      repo.pendingOrdersOfLines(db, user.id),
    ]);
    const lines = loaded.map((p) =>
      pending.has(p.line._id)
        ? { ...p, line: { ...p.line, pendingOrder: pending.get(p.line._id) } }
        : p,
    );
    const groups = new Map<string, { sellerId: string; shopName: string; products: CartLine[] }>();
    for (const p of lines.filter(inStock)) {
      const group = groups.get(p.sellerId) ?? {
        sellerId: p.sellerId,
        shopName: p.shopName,
        products: [],
      };
      group.products.push(p.line);
      groups.set(p.sellerId, group);
    }
    return cartResponse(
      [...groups.values()],
      lines.filter((p) => !inStock(p)).map((p) => p.line),
    );
  });

  const step =
    (delta: 1 | -1) =>
    async ({
      db,
      params,
      user,
    }: {
      db: typeof deps.db;
      params: { id: string };
      user: { id: string };
    }) =>
      inTransaction(db, async (t) => {
        const line = await repo.ownLine(t, user.id, params.id);
        if (!line) throw notFound(serverMessages.cartLineNotFound);
        const next = line.quantity + delta;
        if (next < 1) throw badRequest(serverMessages.quantityBelowOne);
        const stock = await repo.stockOf(t, line.productId, line.variationId);
        if (next > stock) throw conflict(stockMessage(stock));
        await t.update(cartLines).set({ quantity: next }).where(eq(cartLines.id, line.id));
        return { message: serverMessages.quantityUpdated };
      });
  route(app, deps, api.quantityInc, step(1), { idempotent: true });
  route(app, deps, api.quantityDec, step(-1), { idempotent: true });

  route(
    app,
    deps,
    api.deleteCartLine,
    async ({ db, params, user }) => {
      const gone = await db
        .delete(cartLines)
        .where(and(eq(cartLines.id, params.id), eq(cartLines.customerId, user.id)))
        .returning({ id: cartLines.id });
      if (gone.length === 0) throw notFound(serverMessages.cartLineNotFound);
      return { message: serverMessages.removedFromCart };
    },
    { idempotent: true },
  );

  route(
    app,
    deps,
    api.deleteAllCart,
    async ({ db, params, user }) => {
      assertSelf(user, params.id);
      await db.delete(cartLines).where(eq(cartLines.customerId, user.id));
      return { message: serverMessages.cartEmptied };
    },
    { idempotent: true },
  );
}
