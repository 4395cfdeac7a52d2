import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/address';
import { assertSelf } from '../../http/auth';
import type { AppDeps } from '../../http/context';
import { notFound } from '../../domain-error';
import { route } from '../../http/route';
import * as repo from './repository';

export const ADDRESS_NOT_FOUND = 'Address not found';

export function registerAddressRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(
    app,
    deps,
    api.saveAddress,
    async ({ db, body, user }) => {
      assertSelf(user, body.userId);
      const { userId: _userId, addressId, defaultAddress, ...fields } = body;
      const saved = await repo.saveAddress(db, user.id, fields, defaultAddress, addressId);
      if (!saved) throw notFound(ADDRESS_NOT_FOUND);
      return {
        address: repo.toAddress(saved),
        message: addressId ? 'Address updated' : 'Address added',
      };
    },
    { idempotent: true },
  );

  route(app, deps, api.getAllAddresses, async ({ db, user }) => ({
    addresses: (await repo.listAddresses(db, user.id)).map(repo.toAddress),
  }));

  route(app, deps, api.getDefaultAddress, async ({ db, user }) => {
    const [first] = await repo.listAddresses(db, user.id);
    return { defaultAddress: first?.isDefault ? repo.toAddress(first) : null };
  });

  route(app, deps, api.deleteAddress, async ({ db, params, query, user }) => {
    assertSelf(user, query.userId);
    // Another shopper's address is "not found": nothing about it is revealed.
    if (!(await repo.deleteAddress(db, user.id, params.id))) throw notFound(ADDRESS_NOT_FOUND);
    return { message: 'Address deleted', addressId: params.id };
  });

  route(app, deps, api.markDefaultAddress, async ({ db, params, user }) => {
    if (!(await repo.markDefault(db, user.id, params.addressId))) throw notFound(ADDRESS_NOT_FOUND);
    return { message: 'Default address updated', addressId: params.addressId };
  });
}
