import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keepServerAnswers } from './page-state';

describe('keepServerAnswers', () => {
  it("puts the server's answer back over a newer one restored from the device", () => {
    const server = new QueryClient();
    server.setQueryData(
      ['catalogue', 'home-groups'],
      { name: 'As the server drew it' },
      {
        updatedAt: 1_000,
      },
    );
    const pageState = dehydrate(server);

    const tab = new QueryClient();
    hydrate(tab, pageState);
    // The device's saved cache, restored after: newer, so React Query's hydrate lets it win.
    const device = new QueryClient();
    device.setQueryData(
      ['catalogue', 'home-groups'],
      { name: 'Changed since' },
      {
        updatedAt: 9_000,
      },
    );
    device.setQueryData(['catalogue', 'categories'], ['kept']);
    hydrate(tab, dehydrate(device));
    expect(tab.getQueryData(['catalogue', 'home-groups'])).toEqual({ name: 'Changed since' });

    keepServerAnswers(tab, pageState);
    expect(tab.getQueryData(['catalogue', 'home-groups'])).toEqual({
      name: 'As the server drew it',
    });
    expect(tab.getQueryData(['catalogue', 'categories'])).toEqual(['kept']);
  });
});
