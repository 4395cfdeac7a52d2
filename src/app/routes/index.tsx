import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';
import { homeGroupsQueryOptions } from '@/features/catalogue/api/home';
import { categoriesQueryOptions } from '@/features/catalogue/api/categories';

export const Route = createFileRoute('/')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(categoriesQueryOptions()),
      context.queryClient.ensureQueryData(homeGroupsQueryOptions()),
    ]),
  component: HomePage,
});
