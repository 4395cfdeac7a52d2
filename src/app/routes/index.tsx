import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';
import { loadHomeParts } from '@/features/home/home-parts';
import {
  bannersQueryOptions,
  cardBannersQueryOptions,
  homeGroupsQueryOptions,
} from '@/lib/catalogue/home-queries';
import { categoriesQueryOptions } from '@/lib/catalogue/categories';
import { pageHead } from '@/lib/page-head';
import { m } from '@shared/i18n/paraglide/messages.js';

export const Route = createFileRoute('/')({
  staticData: { serverRendered: true },
  head: () => pageHead({ title: m.head_home_title() }),
  // The banners load with the rest, so the slider never pushes the page down when it arrives.
  // The promotions at the bottom too: drawn by the server, they are in the page's data, so a
  // copy saved on the device cannot make the first render differ from the HTML.
  // Nothing returned: the data lives in the query cache, and a server-rendered page hands the
  // router's loader data to the browser beside it (lib/router-handoff.ts), so it would travel twice.
  // The code of the rows and promotions too, so they draw with the page (a hydrating home does
  // not run this: those parts wait for the shopper, features/home/home-parts.ts).
  loader: async ({ context }) => {
    await Promise.all([
      loadHomeParts(),
      context.queryClient.ensureQueryData(categoriesQueryOptions(context.api)),
      context.queryClient.ensureQueryData(homeGroupsQueryOptions(context.api)),
      context.queryClient.ensureQueryData(bannersQueryOptions(context.api)),
      context.queryClient.ensureQueryData(cardBannersQueryOptions(context.api)),
    ]);
  },
  component: HomePage,
});
