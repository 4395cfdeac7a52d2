import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { renderWithRouter } from '@/test/render';
import { SellerList } from './seller-list';
import type { Chat } from './tab-chat';

const NOBODY: ReadonlySet<string> = new Set();

/** A chat whose socket the server refused, with the reason already in the page's language. */
const refusedChat = (refusal: string | null): Chat => ({
  connect: vi.fn(),
  pause: vi.fn(),
  close: vi.fn(),
  onlineSellers: () => NOBODY,
  onOnlineSellers: () => () => {},
  refusal: () => refusal,
  onRefusal: () => () => {},
  showConversation: () => () => {},
  relaySent: vi.fn(),
});

describe('the seller list', () => {
  it('says why the server refused the chat, above the sellers', async () => {
    const text = 'चैट के बहुत ज़्यादा कनेक्शन खुले हैं';
    await renderWithRouter(
      <SellerList activeId={undefined} />,
      new QueryClient(),
      undefined,
      refusedChat(text),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(text);
  });

  it('says nothing of the socket while it is not refused', async () => {
    await renderWithRouter(
      <SellerList activeId={undefined} />,
      new QueryClient(),
      undefined,
      refusedChat(null),
    );
    expect(await screen.findByRole('navigation')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
