import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/cart';
import { assertSelf } from '../../http/auth';
import type { AppDeps } from '../../http/context';
import { route } from '../../http/route';
import * as repo from './repository';

export function registerCartRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, api.getCounts, async ({ db, params, user }) => {
    assertSelf(user, params.userId);
    return repo.countsOf(db, user.id);
  });
}
