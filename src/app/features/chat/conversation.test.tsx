import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatProduct } from '@shared/api/chat';
import type { Product } from '@shared/api/catalogue';
import { dropOthers, readRecords } from '@shared/outbox/store';
import { productQueryOptions } from '@/lib/catalogue/products';
import { storeToken } from '@/lib/session';
import { renderWithRouter, testApi } from '@/test/render';
import { threadKey, type Thread } from './api';
import { Conversation } from './conversation';

const ME = '11111111-1111-4111-8111-111111111111';
const SELLER = '22222222-2222-4222-8222-222222222222';
const seller = { fdId: SELLER, name: 'Silk House', image: null, unread: 0, lastMessageAt: null };
const message = (
  id: string,
  mine: boolean,
  text: string,
  image: string | null = null,
): ChatMessage => ({
  _id: id,
  senderId: mine ? ME : SELLER,
  senderName: mine ? 'Asha' : 'Silk House',
  receverId: mine ? SELLER : ME,
  message: text,
  image,
  product: null,
  createdAt: '2026-11-22T10:05:00.000Z',
});

/** The saree's page as the product query saved it, sold by SELLER unless said otherwise. */
const saree = (sellerId = SELLER): Product => ({
  _id: '44444444-4444-4444-8444-444444444444',
  slug: 'banarasi-silk-saree',
  name: 'Banarasi Silk Saree',
  brand: null,
  price: 15000,
  discount: 10,
  discountedPrice: 13500,
  stock: 4,
  rating: 4.5,
  images: ['/images/saree.svg'],
  shopName: 'Silk House',
  sellerId,
  subcategoryName: 'Sarees',
  categorySlug: 'women',
  description: '',
  subcategorySlug: 'sarees',
  reviewCount: 0,
  variations: [],
});
const sareeCard: ChatProduct = {
  _id: '44444444-4444-4444-8444-444444444444',
  name: 'Banarasi Silk Saree',
  slug: 'banarasi-silk-saree',
  image: '/images/saree.svg',
  price: 13500,
};

async function open(
  messages: ChatMessage[],
  about: { product?: Product; onProductSent?: () => void } = {},
) {
  storeToken(
    `h.${btoa(JSON.stringify({ id: ME, name: 'Asha', email: null, phonenumber: null }))}.s`,
  );
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false },
      // As the app's client: a write is sent even when the last request found no network.
      mutations: { networkMode: 'always' },
    },
  });
  queryClient.setQueryData<Thread>(threadKey(ME, SELLER), {
    messages,
    currentFd: seller,
  });
  if (about.product)
    queryClient.setQueryData(productQueryOptions(testApi, about.product.slug).queryKey, {
      product: about.product,
      relatedProducts: [],
      moreProducts: [],
      sponsors: [],
    });
  await renderWithRouter(
    <Conversation
      sellerId={SELLER}
      productSlug={about.product?.slug}
      onProductSent={about.onProductSent}
    />,
    queryClient,
  );
  return screen.findByRole('list', { name: 'Messages' });
}

beforeEach(async () => {
  // Each render has a fresh outbox; the store they share is emptied.
  await dropOthers(null);
  onlineManager.setOnline(true);
  // No server here: every send fails at the network and waits in the outbox.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a conversation', () => {
  it('shows the shopper’s messages on the right and the seller’s on the left, with times and pictures', async () => {
    const list = await open([
      message('m1', true, 'Is this saree silk?'),
      message(
        'm2',
        false,
        'Yes, pure silk',
        '/api/chat/images/33333333-3333-4333-8333-333333333333',
      ),
    ]);
    const [mine, theirs] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.dataset.message);
    expect(mine).toHaveAttribute('data-message', 'mine');
    expect(mine).toHaveTextContent('Is this saree silk?');
    expect(theirs).toHaveAttribute('data-message', 'theirs');
    expect(within(theirs!).getByRole('img')).toHaveAttribute(
      'src',
      '/api/chat/images/33333333-3333-4333-8333-333333333333',
    );
    expect(within(theirs!).getByText(/\d{1,2}:\d{2}/)).toHaveAttribute(
      'dateTime',
      '2026-11-22T10:05:00.000Z',
    );
    expect(screen.getByRole('heading', { name: 'Silk House' })).toBeInTheDocument();
  });

  it('keeps the latest message in view when a picture loads after the scroll, unless the shopper scrolled up', async () => {
    const list = await open([
      message('m1', true, 'Hi'),
      message('m2', true, '', '/api/chat/images/33333333-3333-4333-8333-333333333333'),
    ]);
    // jsdom has no layout: the list's heights as a browser would measure them.
    let height = 400;
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => height });
    Object.defineProperty(list, 'clientHeight', { configurable: true, get: () => 300 });
    list.scrollTop = 100;
    fireEvent.scroll(list);
    height = 700;
    fireEvent.load(within(list).getByRole('img'));
    expect(list.scrollTop).toBe(700);

    list.scrollTop = 50;
    fireEvent.scroll(list);
    height = 900;
    fireEvent.load(within(list).getByRole('img'));
    expect(list.scrollTop).toBe(50);
  });

  it('follows the list shrinking under a growing composer even when our own scroll event comes late', async () => {
    let resized = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const list = await open([message('m1', true, 'Hi'), message('m2', false, 'Namaste')]);
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => 700 });
    let visible = 300;
    Object.defineProperty(list, 'clientHeight', { configurable: true, get: () => visible });
    list.scrollTop = 400;
    fireEvent.scroll(list);
    // The keyboard came up and the composer grew a line: the list is 60 px shorter by the time
    // the scroll event of the scroll to the latest message is dispatched.
    visible = 240;
    fireEvent.scroll(list);
    act(() => resized());
    expect(list.scrollTop).toBe(700);
  });

  it('shows markup in a message as the text it is', async () => {
    const list = await open([message('m1', false, '<script>alert(1)</script><b>bold</b>')]);
    expect(within(list).getByText('<script>alert(1)</script><b>bold</b>')).toBeInTheDocument();
    expect(list.querySelector('script, b')).toBeNull();
  });

  it('sends nothing empty; a message typed goes into the outbox once and shows "waiting to send"', async () => {
    await open([]);
    const send = screen.getByRole('button', { name: 'Send' });
    const box = screen.getByLabelText('Message');
    expect(send).toBeDisabled();
    fireEvent.change(box, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.submit(box.closest('form')!);
    expect(await readRecords()).toEqual([]);

    fireEvent.change(box, { target: { value: '  Do you ship to Pune?  ' } });
    fireEvent.click(send);
    await waitFor(async () => expect(await readRecords()).toHaveLength(1));
    expect((await readRecords())[0]).toMatchObject({
      area: 'chat',
      kind: 'send',
      shopperId: ME,
      payload: { sellerId: SELLER, text: 'Do you ship to Pune?', name: 'Asha' },
    });
    const waiting = await screen.findByText('Do you ship to Pune?');
    expect(waiting.closest('li')).toHaveTextContent('waiting to send');
    expect(box).toHaveValue('');
  });

  it('shows the product a message is about as a card in its bubble: picture, name, price, link', async () => {
    const list = await open([{ ...message('m1', true, 'Is this available?'), product: sareeCard }]);
    const card = within(list).getByRole('link', { name: /Banarasi Silk Saree/ });
    expect(card).toHaveAttribute('href', '/product/details/banarasi-silk-saree');
    expect(card).toHaveTextContent('₹13,500');
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/saree.svg');
    expect(card.closest('li')).toHaveTextContent('Is this available?');
  });

  it('opened from a product, shows it above the composer and the first message carries it', async () => {
    const onProductSent = vi.fn();
    await open([], { product: saree(), onProductSent });
    const about = screen.getByRole('region', { name: 'About this product' });
    expect(within(about).getByRole('link')).toHaveTextContent('Banarasi Silk Saree₹13,500');
    fireEvent.change(screen.getByLabelText('Message'), {
      target: { value: 'Is this available?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(async () => expect(await readRecords()).toHaveLength(1));
    expect((await readRecords())[0]).toMatchObject({
      payload: { sellerId: SELLER, text: 'Is this available?', product: sareeCard },
    });
    expect(onProductSent).toHaveBeenCalledOnce();
    // The waiting bubble already shows what it is about.
    const waiting = (await screen.findByText('Is this available?')).closest('li')!;
    expect(within(waiting).getByRole('link')).toHaveAttribute(
      'href',
      '/product/details/banarasi-silk-saree',
    );
  });

  it('offers no card for another seller’s product, and the message goes without one', async () => {
    await open([], { product: saree('55555555-5555-4555-8555-555555555555') });
    expect(screen.queryByRole('region', { name: 'About this product' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(async () => expect(await readRecords()).toHaveLength(1));
    expect((await readRecords())[0]!.payload).not.toHaveProperty('product');
  });

  it('the text box grows with a second line and is one row again after the send', async () => {
    await open([]);
    const box = screen.getByLabelText<HTMLTextAreaElement>('Message');
    // jsdom has no layout: the height a browser would measure for the text in the box.
    Object.defineProperty(box, 'scrollHeight', {
      configurable: true,
      get: () => (box.value.includes('\n') ? 64 : 40),
    });
    fireEvent.change(box, { target: { value: 'Do you ship\nto Pune?' } });
    expect(box.style.height).toBe('64px');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(box.style.height).toBe('40px');
  });

  it('shows the 1,000 character limit', async () => {
    await open([]);
    const box = screen.getByLabelText('Message');
    expect(box).toHaveAttribute('maxLength', '1000');
    fireEvent.change(box, { target: { value: 'a'.repeat(1000) } });
    expect(screen.getByText('1,000/1,000')).toBeInTheDocument();
  });

  it('a picture the server refuses shows its reason; one over 5 MB is refused before it travels', async () => {
    await open([]);
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ error: 'Only JPEG, PNG or WebP pictures can be sent' }), {
          status: 400,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // The friend list this screen reads (not saved in this test) is asked for too, and may reach
    // this fetch first on a busy machine: only the picture's requests are this test's.
    const pictureSends = () =>
      fetchMock.mock.calls.filter(
        ([url]) => url === '/api/chat/customer/send-image-to-seller?lang=en',
      );
    const picker = screen.getByLabelText('Send a picture');
    fireEvent.change(picker, {
      target: { files: [new File(['not a picture'], 'note.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only JPEG, PNG or WebP pictures can be sent',
    );
    expect(pictureSends()).toHaveLength(1);
    expect((pictureSends()[0]![1]!.body as FormData).get('sellerId')).toBe(SELLER);

    fetchMock.mockClear();
    fireEvent.change(picker, {
      target: {
        files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Pictures can be at most 5 MB');
    expect(pictureSends()).toEqual([]);
  });

  it('offline, the picture picker is off and says pictures need a connection', async () => {
    await open([]);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByLabelText('Send a picture')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('pictures need a connection');
    act(() => onlineManager.setOnline(true));
  });
});
