import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/address';
import type { AppDeps } from '../../http/context';
import { route } from '../../http/route';
import * as addresses from './service';

export function registerAddressRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(
    app,
    deps,
    api.saveAddress,
    ({ db, body: { userId: _userId, ...input }, user }) =>
      addresses.saveAddress(db, user.id, input),
    { idempotent: true, self: 'body.userId' },
  );

  route(app, deps, api.getAllAddresses, async ({ db, user }) => ({
    addresses: await addresses.addressesOf(db, user.id),
  }));

  route(app, deps, api.getDefaultAddress, async ({ db, user }) => ({
    defaultAddress: await addresses.defaultAddressOf(db, user.id),
  }));

  route(
    app,
    deps,
    api.deleteAddress,
    ({ db, params, user }) => addresses.deleteAddress(db, user.id, params.id),
    { self: 'query.userId' },
  );

  route(app, deps, api.markDefaultAddress, ({ db, params, user }) =>
    addresses.markDefault(db, user.id, params.addressId),
  );
}
