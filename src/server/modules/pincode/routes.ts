import type { FastifyInstance } from 'fastify';
import { getDeliveryPromise, getPincode, getSellersDelivery } from '@shared/api/pincode';
import type { AppDeps } from '../../http/context';
import { route } from '../../http/route';
import { deliveryPromiseFor } from './delivery-service';
import { sellersDeliveryFor } from './sellers-delivery';
import { lookUpPin } from './service';

export function registerPincodeRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The same answer for everyone, and the directory changes only with a migration.
  route(app, deps, getPincode, ({ db, params }) => lookUpPin(db, params.pincode), {
    publicCache: true,
  });

  // Not cached by anyone: the dates move with the day it is asked.
  route(app, deps, getDeliveryPromise, ({ db, params }) =>
    deliveryPromiseFor(db, params.pincode, params.productId, new Date()),
  );

  // The cart's and checkout's dates, one read for every seller of the cart; admitted as the
  // product's promise is (no cache, no limit of its own: a bounded list of ids, a few reads).
  route(app, deps, getSellersDelivery, ({ db, params, query }) =>
    sellersDeliveryFor(db, params.pincode, query.products, new Date()),
  );
}
