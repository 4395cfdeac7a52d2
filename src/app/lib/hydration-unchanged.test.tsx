import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { localStorageKeys } from '@shared/device-storage';
import { dropOthers } from '@shared/outbox/store';
import { useDeliveryPin } from './delivery-dates';
import { useInstallState } from './install-prompt';
import { NO_RECORDS } from './outbox/outbox';
import { createTabOutbox } from './outbox/tab-outbox';
import { useSession } from './session';
import { createTabApiClient } from './tab-api-client';

/**
 * A guest's page with nothing waiting and nothing to install is what the server drew: the
 * stores its parts read must say so with the very values the server's render used. A store that
 * answers an equal but new value makes React draw each part that reads it again, synchronously,
 * in the task that ends hydration (a long task on a phone, for the header and its menus).
 */
const drawn = vi.fn();
function Header() {
  const { user } = useSession();
  const { canPrompt } = useInstallState();
  drawn();
  return (
    <p>
      {user ? user.name : 'guest'} {canPrompt ? 'install' : ''}
    </p>
  );
}

it("draws a guest's header once while hydrating, not again as hydration ends", async () => {
  localStorage.clear();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Header />);
  drawn.mockClear();
  await act(async () => void hydrateRoot(container, <Header />));
  expect(container.textContent).toContain('guest');
  expect(drawn).toHaveBeenCalledOnce();
});

it('keeps the one empty list of waiting changes once the outbox has read the device', async () => {
  await dropOthers(null);
  const outbox = createTabOutbox(new QueryClient(), createTabApiClient('en'));
  const heard = vi.fn();
  outbox.subscribe(heard);
  await outbox.start();
  expect(outbox.records()).toBe(NO_RECORDS);
  expect(heard).not.toHaveBeenCalled();
  outbox.stop();
});

describe('the delivery PIN of a product page hydrated from the server', () => {
  function DeliveryLine() {
    const [pin] = useDeliveryPin();
    drawn();
    return <p>PIN {pin || 'none'}</p>;
  }
  const queryClient = new QueryClient();
  const page = (
    <QueryClientProvider client={queryClient}>
      <DeliveryLine />
    </QueryClientProvider>
  );
  const hydrate = async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.textContent).toBe('PIN none');
    drawn.mockClear();
    await act(async () => void hydrateRoot(container, page));
    return container;
  };

  it('is drawn once on a device that has none', async () => {
    localStorage.clear();
    expect((await hydrate()).textContent).toBe('PIN none');
    expect(drawn).toHaveBeenCalledOnce();
  });

  it("shows the device's PIN right after hydrating", async () => {
    localStorage.setItem(localStorageKeys.deliveryPin, '560001');
    expect((await hydrate()).textContent).toBe('PIN 560001');
    localStorage.clear();
  });
});
