import { and, count, desc, eq, sql } from 'drizzle-orm';
import { REVIEW_PAGE_SIZE } from '@shared/constants';
import type { Db } from '../../db/client';
import { products, reviews } from '../../db/schema';

export async function productExists(db: Db, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return rows.length > 0;
}

export async function hasReviewed(db: Db, productId: string, customerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.customerId, customerId)))
    .limit(1);
  return rows.length > 0;
}

/** Adds the review and recomputes the product's rating and count from all its reviews. */
export async function addReview(
  db: Db,
  review: { productId: string; customerId: string; name: string; rating: number; review: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(reviews).values(review);
    await tx
      .update(products)
      .set({
        rating: sql`(select avg(${reviews.rating})::real from ${reviews} where ${reviews.productId} = ${review.productId})`,
        reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${review.productId})`,
      })
      .where(eq(products.id, review.productId));
  });
}

export async function reviewPage(db: Db, productId: string, page: number) {
  const [rows, breakdown] = await Promise.all([
    db
      .select({
        _id: reviews.id,
        name: reviews.name,
        rating: reviews.rating,
        review: reviews.review,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.productId, productId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEW_PAGE_SIZE)
      .offset((page - 1) * REVIEW_PAGE_SIZE),
    db
      .select({ star: reviews.rating, n: count() })
      .from(reviews)
      .where(eq(reviews.productId, productId))
      .groupBy(reviews.rating),
  ]);
  const byStar = new Map(breakdown.map((b) => [b.star, b.n]));
  return {
    reviews: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    totalReview: breakdown.reduce((sum, b) => sum + b.n, 0),
    rating_review: [5, 4, 3, 2, 1].map((star) => ({ _id: star, sum: byStar.get(star) ?? 0 })),
  };
}
