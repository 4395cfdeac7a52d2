import { memo, useDeferredValue, useState } from 'react';
import type { ReviewsResponse } from '@shared/api/reviews';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { REVIEW_PAGE_SIZE } from '@shared/constants';
import { m } from '@shared/i18n/paraglide/messages.js';
import { dayMonthYear } from '@shared/rules/dates';
import { MessageWith } from '@/components/message-with';
import { Pagination } from '@/components/pagination';
import { RatingStars } from '@/components/rating-stars';
import { errorText } from '@/lib/error-text';
import { useSession } from '@/lib/session';
import { useApi } from '@/lib/use-api';
import { reviewsQueryOptions, useSubmitReview } from './api';

export function ReviewsSection({
  productId,
  productSlug,
  rating,
}: {
  productId: string;
  productSlug: string;
  rating: number;
}) {
  const [page, setPage] = useState(1);
  // The reviews come after the page has hydrated (the server draws none). React Query's answer
  // reaches React at full priority, which drew every review in one task, a long one on a phone
  // while the page is still starting. Deferred, the urgent render only meets the same answer as
  // before (the section below is memoised on it) and the reviews are drawn in slices that give
  // way to a tap.
  const data = useDeferredValue(useQuery(reviewsQueryOptions(useApi(), productId, page)).data);
  return (
    <Reviews
      data={data}
      page={page}
      onPage={setPage}
      productId={productId}
      productSlug={productSlug}
      rating={rating}
    />
  );
}

const Reviews = memo(function Reviews({
  data,
  page,
  onPage,
  productId,
  productSlug,
  rating,
}: {
  data: ReviewsResponse | undefined;
  page: number;
  onPage: (page: number) => void;
  productId: string;
  productSlug: string;
  rating: number;
}) {
  const total = data?.totalReview ?? 0;
  return (
    <section className="my-8" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="mb-3 text-lg font-semibold">
        {m.review_heading()}
      </h2>
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <div>
          <p className="text-3xl font-bold">{rating.toFixed(1)}</p>
          <RatingStars rating={rating} />
          <p className="text-sm text-slate-500">{m.product_reviews_count({ count: total })}</p>
          <ul className="mt-3 space-y-1 text-sm">
            {data?.rating_review.map(({ _id: star, sum }) => (
              <li key={star} className="flex items-center gap-2">
                <span className="w-8">{star} ★</span>
                <span className="h-2 flex-1 rounded bg-slate-200">
                  <span
                    className="block h-2 rounded bg-amber-500"
                    style={{ width: `${total ? (sum / total) * 100 : 0}%` }}
                  />
                </span>
                <span className="w-6 text-right">{sum}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <ul className="divide-y">
            {data?.reviews.map((r) => (
              <li key={r._id} className="py-3">
                <div className="flex items-center gap-2">
                  <RatingStars rating={r.rating} size="text-xs" />
                  <span className="text-sm font-medium">{r.name}</span>
                </div>
                <p className="mt-1 text-sm">{r.review}</p>
                <p className="text-xs text-slate-500">{dayMonthYear(new Date(r.createdAt))}</p>
              </li>
            ))}
          </ul>
          <Pagination page={page} total={total} pageSize={REVIEW_PAGE_SIZE} onPage={onPage} />
          <ReviewForm productId={productId} productSlug={productSlug} onDone={() => onPage(1)} />
        </div>
      </div>
    </section>
  );
});

/** Five stars as radio buttons. Each is a 44 px square; the group's margin lines the first star up with the text. */
function StarChoice({ rating, onChange }: { rating: number; onChange: (rating: number) => void }) {
  return (
    <div role="radiogroup" aria-label={m.review_your_rating()} className="-ml-2 flex text-3xl">
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={rating === n}
          aria-label={m.review_stars({ count: n })}
          onClick={() => onChange(n)}
          className={`flex h-11 w-11 items-center justify-center ${n <= rating ? 'text-amber-500' : 'text-slate-300'}`}
        >
          ★
        </button>
      ))}
    </div>
  );
}

function ReviewForm({
  productId,
  productSlug,
  onDone,
}: {
  productId: string;
  productSlug: string;
  onDone: () => void;
}) {
  const { user } = useSession();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const submit = useSubmitReview(productSlug);
  if (!user)
    return (
      <p className="mt-4 text-sm">
        <MessageWith text={(login) => m.review_login_to_write({ login })}>
          <Link
            to="/login"
            search={{ redirect: `/product/details/${productSlug}` }}
            className="text-teal-700 underline"
          >
            {m.review_login_link()}
          </Link>
        </MessageWith>
      </p>
    );
  return (
    <form
      className="mt-6 space-y-3 rounded-lg border bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!rating) return setError(m.review_choose_rating());
        if (!text.trim()) return setError(m.review_text_required());
        setError('');
        submit.mutate(
          { name: user.name, review: text.trim(), rating, productId },
          {
            onSuccess: () => (
              notify.success(m.review_submitted()),
              setRating(0),
              setText(''),
              onDone()
            ),
            onError: (err) => notify.error(errorText(err), err),
          },
        );
      }}
    >
      <h3 className="font-semibold">{m.review_write()}</h3>
      <StarChoice rating={rating} onChange={setRating} />
      <label className="block text-sm">
        {m.review_your_review()}
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={3}
          className="mt-1 w-full rounded border p-2"
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={submit.isPending}
        className="min-h-11 rounded bg-teal-700 px-4 py-2 text-sm text-white disabled:opacity-50"
      >
        {m.review_submit()}
      </button>
    </form>
  );
}
