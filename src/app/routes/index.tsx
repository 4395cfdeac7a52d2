import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';
import { bannersQueryOptions, homeGroupsQueryOptions } from '@/lib/catalogue/home';
import { categoriesQueryOptions } from '@/lib/catalogue/categories';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/')({
  staticData: { serverRendered: true },
  head: () => pageHead({ title: 'Shop from sellers across India' }),
  // The banners load with the rest, so the slider never pushes the page down when it arrives.
  // Nothing returned: the data lives in the query cache, and a server-rendered page hands the
  // router's loader data to the browser beside it (lib/router-handoff.ts), so it would travel twice.
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(categoriesQueryOptions(context.api)),
      context.queryClient.ensureQueryData(homeGroupsQueryOptions(context.api)),
      context.queryClient.ensureQueryData(bannersQueryOptions(context.api)),
    ]);
  },
  component: HomePage,
});
