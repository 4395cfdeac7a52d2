import type { Banner } from '@shared/api/catalogue';
import { ADS_BANNER_HEIGHT_PX } from '@shared/constants';
import { m } from '@shared/i18n/paraglide/messages.js';
import { bannerHref } from './banner-link';
import { usePageLocale } from '@/lib/i18n/use-page-locale';

/**
 * An advertisement between product rows (spec: 250 px high, opens in a new tab). The picture is
 * aligned right, where its drawings sit whole. On a phone the heading and call to action take a
 * band under it (printed over it they covered the drawing); from 640 px they sit over a wash on
 * the picture's empty left side.
 */
export function AdBanner({ ad }: { ad: Banner }) {
  const locale = usePageLocale();
  return (
    <a
      href={bannerHref(ad, locale)}
      target="_blank"
      rel="noopener noreferrer"
      className="relative flex flex-col overflow-hidden rounded-lg bg-white"
      style={{ height: ADS_BANNER_HEIGHT_PX }}
    >
      <img
        src={ad.imgUrl}
        alt=""
        loading="lazy"
        className="min-h-0 w-full flex-1 object-cover object-right sm:h-full"
      />
      <span className="flex items-center justify-between gap-3 px-4 py-3 sm:absolute sm:inset-y-0 sm:left-0 sm:w-1/2 sm:flex-col sm:items-start sm:justify-center sm:gap-2 sm:bg-gradient-to-r sm:from-white/95 sm:via-white/80 sm:to-transparent sm:p-10">
        <span className="text-base font-bold text-slate-900 sm:text-3xl">
          {ad.heading ?? m.home_advertisement()}
        </span>
        {ad.subheading && <span className="hidden text-slate-700 sm:block">{ad.subheading}</span>}
        {ad.btnText && (
          <span className="shrink-0 rounded bg-teal-700 px-4 py-2 text-sm font-medium text-white">
            {ad.btnText}
          </span>
        )}
      </span>
    </a>
  );
}
