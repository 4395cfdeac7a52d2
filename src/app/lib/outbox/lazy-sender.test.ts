import { onlineManager, QueryClient } from '@tanstack/react-query';
import { dropOthers, readRecords } from '@shared/outbox/store';
import { createTabApiClient } from '@/lib/tab-api-client';
import { storeToken } from '@/lib/session';
import { createTabOutbox } from './tab-outbox';

// The sender's code is loaded when something waits; here it never arrives.
vi.mock('@shared/outbox/sender', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const ME = '11111111-1111-4111-8111-111111111111';

it('keeps the changes waiting when the code that sends them cannot be loaded', async () => {
  await dropOthers(null);
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  storeToken(
    `h.${btoa(JSON.stringify({ id: ME, name: 'Asha', email: null, phonenumber: null }))}.s`,
  );
  onlineManager.setOnline(true);
  const outbox = createTabOutbox(new QueryClient(), createTabApiClient('en'));
  await outbox.start();
  await outbox.queue({
    area: 'chat',
    kind: 'send',
    payload: { sellerId: '22222222-2222-4222-8222-222222222222', text: 'Hello', name: 'Asha' },
  });
  await expect(outbox.deliver()).resolves.toBeUndefined();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(await readRecords()).toHaveLength(1);
  expect(outbox.records()).toHaveLength(1);
  outbox.stop();
  vi.unstubAllGlobals();
});
