import type { Banner } from '@shared/api/catalogue';
import { ADS_BANNER_HEIGHT_PX } from '@shared/constants';
import { bannerHref } from './banner-link';

/**
 * An advertisement between product rows (spec: 250 px high, opens in a new tab). The picture is
 * aligned right, where its drawings sit whole, and the heading and call to action are printed over
 * a wash on the left, so a phone shows a real offer instead of a cropped block of colour.
 */
export function AdBanner({ ad }: { ad: Banner }) {
  return (
    <a
      href={bannerHref(ad)}
      target="_blank"
      rel="noopener noreferrer"
      className="relative block overflow-hidden rounded-lg"
      style={{ height: ADS_BANNER_HEIGHT_PX }}
    >
      <img src={ad.imgUrl} alt="" className="h-full w-full object-cover object-right" />
      <span className="absolute inset-y-0 left-0 flex w-3/5 flex-col justify-center gap-2 bg-gradient-to-r from-white/95 via-white/80 to-transparent p-5 sm:w-1/2 sm:p-10">
        <span className="text-xl font-bold text-slate-900 sm:text-3xl">
          {ad.heading ?? 'Advertisement'}
        </span>
        {ad.subheading && <span className="hidden text-slate-700 sm:block">{ad.subheading}</span>}
        {ad.btnText && (
          <span className="w-fit rounded bg-teal-700 px-4 py-2 text-sm font-medium text-white">
            {ad.btnText}
          </span>
        )}
      </span>
    </a>
  );
}
