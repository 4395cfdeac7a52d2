import 'fake-indexeddb/auto';
import {
  deliverPendingLogout,
  guardedByPendingLogout,
  isLogoutPending,
  noteLogoutPending,
} from './pending-logout';

describe('a pending logout', () => {
  it('is kept until the server answered it, then forgotten', async () => {
    await noteLogoutPending();
    expect(await isLogoutPending()).toBe(true);
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await deliverPendingLogout(offline)).toBe(false);
    expect(await isLogoutPending()).toBe(true);
    const calls: [string, RequestInit][] = [];
    const online = vi.fn((url: string, init: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
    expect(await deliverPendingLogout(online)).toBe(true);
    expect(calls).toEqual([
      ['/api/customer/logout', { credentials: 'include', cache: 'no-store' }],
    ]);
    expect(await isLogoutPending()).toBe(false);
    // Nothing pending: nothing sent.
    expect(await deliverPendingLogout(online)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('leaves the logout its cookie while every other API request goes without', () => {
    expect(guardedByPendingLogout('/api/customer/logout')).toBe(false);
    expect(guardedByPendingLogout('/api/customer/me')).toBe(true);
    expect(guardedByPendingLogout('/api/home/product/add-to-card')).toBe(true);
    expect(guardedByPendingLogout('/dashboard')).toBe(false);
  });
});
