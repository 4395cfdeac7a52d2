import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/reviews';
import { serverMessages } from '@shared/messages';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../http/context';
import { conflict, notFound } from '../../domain-error';
import { route } from '../../http/route';
import * as repo from './repository';

export function registerReviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(
    app,
    deps,
    api.submitReview,
    async ({ db, body, user }) => {
      if (!(await repo.productExists(db, body.productId)))
        throw notFound(serverMessages.productNotFound);
      if (await repo.hasReviewed(db, body.productId, user.id))
        throw conflict(serverMessages.alreadyReviewed);
      try {
        await repo.addReview(db, { ...body, customerId: user.id });
      } catch (error) {
        // Two submissions racing past the check above: the unique constraint decides.
        if (isUniqueViolation(error)) throw conflict(serverMessages.alreadyReviewed);
        throw error;
      }
      return { message: serverMessages.reviewAdded };
    },
    { idempotent: true, changesCatalogue: 'review' },
  );

  route(
    app,
    deps,
    api.getReviews,
    async ({ db, params, query }) => {
      if (!(await repo.productExists(db, params.productId)))
        throw notFound(serverMessages.productNotFound);
      return repo.reviewPage(db, params.productId, query.pageNo ?? 1);
    },
    { publicCache: true },
  );
}
