import { fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { storeToken } from '@/lib/session';
import { OFFER_DISMISSED_KEY, PushOffer } from './push-offer';
import * as device from '@/lib/push-device';

vi.mock('@/lib/push-device', () => ({
  pushSupported: vi.fn(() => true),
  pushIsOn: vi.fn(async () => false),
  turnOnPush: vi.fn(async () => 'on'),
}));

const token = (id: string) =>
  `h.${btoa(JSON.stringify({ id, name: 'Asha', email: 'a@example.in' })).replace(/=+$/, '')}.s`;
const REASON = 'Get a notification when your payment is confirmed';

beforeEach(() => {
  vi.stubGlobal('Notification', { permission: 'default' });
  storeToken(token('c-1'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  vi.mocked(device.pushIsOn).mockResolvedValue(false);
});

describe('the offer to turn notifications on', () => {
  it('explains itself and turns them on for the signed-in shopper', async () => {
    await renderWithRouter(<PushOffer reason={REASON} />);
    expect(await screen.findByText(REASON)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Notifications are on for this device.')).toBeTruthy();
    expect(device.turnOnPush).toHaveBeenCalledWith(expect.anything(), 'c-1');
  });

  it('goes away on "Not now" and stays away for 30 days', async () => {
    const first = await renderWithRouter(<PushOffer reason={REASON} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(REASON)).toBeNull();
    first.unmount();
    await renderWithRouter(<PushOffer reason={REASON} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(REASON)).toBeNull();

    // 31 days on, it may be offered again.
    localStorage.setItem(OFFER_DISMISSED_KEY, String(Date.now() - 31 * 86_400_000));
    await renderWithRouter(<PushOffer reason={REASON} />);
    expect(await screen.findByText(REASON)).toBeTruthy();
  });

  it('is not offered when notifications are already on, or blocked by the browser', async () => {
    vi.mocked(device.pushIsOn).mockResolvedValue(true);
    await renderWithRouter(<PushOffer reason={REASON} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(REASON)).toBeNull();

    vi.mocked(device.pushIsOn).mockResolvedValue(false);
    vi.stubGlobal('Notification', { permission: 'denied' });
    await renderWithRouter(<PushOffer reason={REASON} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(REASON)).toBeNull();
  });
});
