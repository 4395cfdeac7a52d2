import type { Banner } from '@shared/api/catalogue';
import { pictureProps } from '@/lib/picture-source';
import { m } from '@shared/i18n/paraglide/messages.js';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { bannerHref } from './banner-link';

/** Home's last section: the first promotion in words, then up to two pictures. */
export default function HomePromotions({ cards }: { cards: Banner[] }) {
  const locale = usePageLocale();
  const [promo, ...pictures] = cards;
  if (!promo) return null;
  return (
    <section className="my-8 grid gap-4 md:grid-cols-3" aria-label={m.home_promotions()}>
      <a
        href={bannerHref(promo, locale)}
        className="flex flex-col justify-center gap-2 rounded-lg bg-teal-800 p-8 text-white md:col-span-1"
      >
        <span className="text-2xl font-bold">{promo.heading}</span>
        {promo.subheading && <span>{promo.subheading}</span>}
        {promo.btnText && (
          <span className="w-fit rounded bg-white px-4 py-2 text-sm font-medium text-teal-800">
            {promo.btnText}
          </span>
        )}
      </a>
      {pictures.slice(0, 2).map((b) => (
        <PromotionCard key={b._id} banner={b} />
      ))}
    </section>
  );
}

/**
 * A promotion picture at the bottom of home, with its words on the picture's empty left side
 * (before, only the picture showed, its heading no more than alt text).
 */
function PromotionCard({ banner }: { banner: Banner }) {
  const locale = usePageLocale();
  return (
    <a href={bannerHref(banner, locale)} className="relative block overflow-hidden rounded-lg">
      <img
        {...pictureProps(banner.imgUrl, '(min-width: 768px) 50vw, 100vw')}
        alt=""
        loading="lazy"
        className="h-full min-h-32 w-full object-cover object-right"
      />
      <span className="absolute inset-y-0 left-0 flex w-3/5 flex-col justify-center gap-2 p-4">
        {banner.heading && (
          <span className="text-lg font-bold text-slate-900">{banner.heading}</span>
        )}
        {banner.btnText && (
          <span className="w-fit rounded bg-teal-700 px-3 py-1.5 text-sm font-medium text-white">
            {banner.btnText}
          </span>
        )}
      </span>
    </a>
  );
}
