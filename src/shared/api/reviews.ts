import { z } from 'zod';
import { endpoint } from './endpoint';
import { id, messageResponse, positiveIntQuery } from './common';

export const review = z.object({
  _id: id,
  name: z.string(),
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof review>;

export const submitReview = endpoint({
  method: 'POST',
  path: '/home/customer/submit-review',
  auth: true,
  summary: 'Review a product (one review per customer and product)',
  body: z.strictObject({
    name: z.string().trim().min(1, 'name is required').max(100),
    review: z.string().trim().min(1, 'Review text is required').max(5000),
    rating: z
      .number()
      .int('rating must be a whole number from 1 to 5')
      .min(1, 'rating must be from 1 to 5')
      .max(5, 'rating must be from 1 to 5'),
    productId: id,
  }),
  response: messageResponse,
});

export const getReviews = endpoint({
  method: 'GET',
  path: '/home/customer/get-reviews/:productId',
  auth: false,
  summary: 'Reviews of a product, 10 per page, newest first, with the star breakdown',
  params: z.strictObject({ productId: id }),
  query: z.object({ pageNo: positiveIntQuery('pageNo').optional() }),
  response: z.object({
    reviews: z.array(review),
    totalReview: z.number().int(),
    /** One entry per star, 5 down to 1: {_id: star, sum: count}. */
    rating_review: z.array(z.object({ _id: z.number().int(), sum: z.number().int() })),
  }),
});
export type ReviewsResponse = z.infer<typeof getReviews.response>;
