import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/reviews';
import type { AppDeps } from '../../http/context';
import { route } from '../../http/route';
import * as reviews from './service';

export function registerReviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(
    app,
    deps,
    api.submitReview,
    // The name shown is the account's: the contract's name field is taken but not trusted, or a
    // review could be posted under anyone's name.
    ({ db, body, user }) => reviews.submitReview(db, user.id, { ...body, name: user.name }),
    { idempotent: true, updatesCatalogue: 'review' },
  );

  route(
    app,
    deps,
    api.getReviews,
    ({ db, params, query }) => reviews.reviewsOf(db, params.productId, query.pageNo ?? 1),
    { publicCache: true },
  );
}
