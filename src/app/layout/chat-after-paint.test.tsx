import { act, render, screen } from '@testing-library/react';
import { clearToken, storeToken } from '@/lib/session';
import { ChatForShoppers } from './chat-after-paint';

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/chat/chat-connection', () => {
  loaded.count += 1;
  return { default: () => <p>chat connected</p> };
});

const signIn = () =>
  storeToken(
    `h.${btoa(JSON.stringify({ id: '11111111-1111-4111-8111-111111111111', name: 'Asha' }))}.s`,
  );
/** Past the first paint and an idle period (200 ms where the browser has no idle callback). */
const afterPaint = () => act(() => new Promise((done) => setTimeout(done, 400)));

afterEach(() => clearToken());

describe("the chat's connection in the shell", () => {
  it("is never asked for on a guest's page", async () => {
    render(<ChatForShoppers />);
    await afterPaint();
    expect(loaded.count).toBe(0);
    expect(screen.queryByText('chat connected')).toBeNull();
  });

  it('starts after the first paint once the shopper signs in, and stays after signing out', async () => {
    render(<ChatForShoppers />);
    act(() => signIn());
    expect(await screen.findByText('chat connected', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(loaded.count).toBe(1);
    act(() => clearToken());
    expect(screen.getByText('chat connected')).toBeInTheDocument();
  });
});
