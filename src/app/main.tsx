import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { installOnlineModel } from './lib/online';
import { listenToOtherTabs } from './lib/cross-tab';
import { whenSessionRejected } from './lib/api-client';
import { notify } from './lib/notify';
import { createQueryClient, dehydrateOptions, persister, PERSIST_BUSTER, PERSIST_MAX_AGE_MS, forgetShopper, saveNow } from './lib/query-client';
import { registerShopMutations, resumeSavedChanges } from './features/cart/shop-mutations';
import { createAppRouter } from './router';
import './styles.css';

installOnlineModel();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

whenSessionRejected((message) => {
  void forgetShopper(queryClient);
  notify.error(message);
  void router.invalidate();
});

// The saved cache is restored BEFORE the first route loads, so a screen seen before renders
// from the device instead of failing when the network is gone; then every change is saved.
// Mutation functions are registered before the restore, so saved changes can run again.
registerShopMutations(queryClient);
listenToOtherTabs(queryClient);
const [, restored] = persistQueryClient({ queryClient, persister, maxAge: PERSIST_MAX_AGE_MS, buster: PERSIST_BUSTER, dehydrateOptions });
void restored.then(() => {
  // The shopper's own data may have changed elsewhere (another device, an order placed just
  // before a reload): shown from the device at once, refetched when a screen uses it.
  void queryClient.invalidateQueries({ queryKey: ['personal'], refetchType: 'none' });
  // A queued change is precious: it is written at once, not at the next throttled save.
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'updated') void saveNow(queryClient);
  });
  return resumeSavedChanges(queryClient);
});

void restored.finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
