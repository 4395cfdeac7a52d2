import type { FastifyInstance } from 'fastify';
import { getDeliveryPromise, getPincode } from '@shared/api/pincode';
import type { AppDeps } from '../../http/context';
import { route } from '../../http/route';
import { deliveryPromiseFor } from './delivery-service';
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
}
