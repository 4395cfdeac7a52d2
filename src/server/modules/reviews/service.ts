import { said } from '@shared/said';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/database-errors';
import { conflict, notFound } from '../../domain-error';
import * as repo from './repository';

/** One review per shopper and product. */
export async function submitReview(
  db: Db,
  customerId: string,
  input: Omit<Parameters<typeof repo.addReview>[1], 'customerId'>,
) {
  if (!(await repo.productExists(db, input.productId))) throw notFound('server_product_not_found');
  if (await repo.hasReviewed(db, input.productId, customerId))
    throw conflict('server_already_reviewed');
  try {
    await repo.addReview(db, { ...input, customerId });
  } catch (error) {
    // Two submissions racing past the check above: the unique constraint decides.
    if (isUniqueViolation(error)) throw conflict('server_already_reviewed');
    throw error;
  }
  return said('server_review_added');
}

export async function reviewsOf(db: Db, productId: string, pageNo: number) {
  if (!(await repo.productExists(db, productId))) throw notFound('server_product_not_found');
  return repo.reviewPage(db, productId, pageNo);
}
