import type { Banner } from '@shared/api/catalogue';
import { usePicture } from '@/lib/picture-source';
import { bannerHref } from './banner-link';
import { usePageLocale } from '@/lib/i18n/use-page-locale';

/** An offer spans the page: the screen's width on a phone, the layout's 1280 px at most. */
const SLIDE_SIZES = '(min-width: 1280px) 1280px, 100vw';

/**
 * One offer: its picture and, in words, its heading and button. On a phone the words sit in a
 * band under the picture (drawn over it they covered the artwork and could not be read); from
 * 640 px they sit on the picture's empty left side.
 */
export function BannerSlide({ banner, first = false }: { banner: Banner; first?: boolean }) {
  // The first offer is home's largest paint: the server's HTML carries its picture.
  const picture = usePicture(banner.imgUrl, SLIDE_SIZES, first);
  const locale = usePageLocale();
  return (
    <a
      href={bannerHref(banner, locale)}
      className="relative block overflow-hidden rounded-lg bg-white"
    >
      <img
        {...picture}
        alt=""
        fetchPriority={first ? 'high' : undefined}
        // The other offers are out of view until the slider moves: fetched when Swiper starts.
        loading={first ? undefined : 'lazy'}
        className="h-36 w-full object-cover object-right sm:aspect-[3/1] sm:h-auto"
      />
      <span className="flex min-h-16 items-center justify-between gap-3 px-4 py-2 sm:absolute sm:inset-y-0 sm:left-0 sm:w-1/2 sm:flex-col sm:items-start sm:justify-center sm:gap-2 sm:bg-gradient-to-r sm:from-white/90 sm:via-white/70 sm:to-transparent sm:p-10 sm:pl-16">
        {banner.heading && (
          <span className="text-base font-bold text-slate-900 sm:text-3xl">{banner.heading}</span>
        )}
        {banner.subheading && (
          <span className="hidden text-slate-700 sm:block">{banner.subheading}</span>
        )}
        {banner.btnText && (
          <span className="shrink-0 rounded bg-teal-700 px-4 py-2 text-sm font-medium text-white">
            {banner.btnText}
          </span>
        )}
      </span>
    </a>
  );
}
