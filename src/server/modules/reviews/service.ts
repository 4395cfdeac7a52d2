import { serverMessages } from '@shared/messages';
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
  if (!(await repo.productExists(db, input.productId)))
    throw notFound(serverMessages.productNotFound);
  if (await repo.hasReviewed(db, input.productId, customerId))
    throw conflict(serverMessages.alreadyReviewed);
  try {
    await repo.addReview(db, { ...input, customerId });
  } catch (error) {
    // Two submissions racing past the check above: the unique constraint decides.
    if (isUniqueViolation(error)) throw conflict(serverMessages.alreadyReviewed);
    throw error;
  }
  return { message: serverMessages.reviewAdded };
}

export async function reviewsOf(db: Db, productId: string, pageNo: number) {
  if (!(await repo.productExists(db, productId))) throw notFound(serverMessages.productNotFound);
  return repo.reviewPage(db, productId, pageNo);
}
