import type { Order } from '@shared/api/orders';
import { fireEvent, screen, within } from '@testing-library/react';
import type { PartReturn, ReturnPart } from '@shared/api/returns';
import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { clearToken, storeToken } from '@/lib/session';
import { notify } from '@/lib/notify';
import { renderWithRouter } from '@/test/render';
import { OrderReturns } from './return-request';

/** The order page mounts the returns once a part is delivered: an order with one that is. */
const DELIVERED_ORDER = { orderId: 'OD1', parts: [{ stage: 'delivered' }] } as unknown as Order;

const USER_ID = '11111111-1111-4111-8111-111111111111';
const SELLER = '22222222-2222-4222-8222-222222222222';
const KURTA = '33333333-3333-4333-8333-333333333333';
const SOAP = '44444444-4444-4444-8444-444444444444';
const PHOTO = '55555555-5555-4555-8555-555555555555';

const part = (over: Partial<ReturnPart> = {}): ReturnPart => ({
  sellerId: SELLER,
  shopName: 'Charminar Fashions',
  deliveredAt: '2026-11-20T10:00:00Z',
  returnBy: '2026-11-27T10:00:00Z',
  blocked: null,
  cashOnDelivery: false,
  pickupDays: ['2026-11-22', '2026-11-23', '2026-11-24'],
  items: [
    {
      orderItemId: KURTA,
      productId: KURTA,
      name: 'Cotton Kurta',
      image: null,
      size: 'M',
      units: 2,
      unitsLeft: 2,
      returnable: true,
      exchangeSizes: ['L', 'XL'],
    },
    {
      orderItemId: SOAP,
      productId: SOAP,
      name: 'Neem Soap',
      image: null,
      size: null,
      units: 1,
      unitsLeft: 1,
      returnable: false,
      exchangeSizes: [],
    },
  ],
  returns: [],
  ...over,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: the order's parts, the chat's picture upload, and the return request. */
function server(parts: ReturnPart[]) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/api/order/return/OD1')) return json({ parts });
      if (url.includes('/send-image-to-seller')) {
        const form = init!.body as FormData;
        sent.push({
          url,
          body: Object.fromEntries([...form.entries()].filter(([k]) => k !== 'image')),
        });
        return json({
          message: {
            _id: PHOTO,
            senderId: USER_ID,
            senderName: 'Asha',
            receverId: SELLER,
            message: String(form.get('text')),
            image: `/api/chat/images/${PHOTO}`,
            product: null,
            createdAt: '2026-11-21T10:00:00Z',
          },
        });
      }
      if (!url.split('?')[0]!.endsWith('/api/order/return'))
        return json({ error: 'Not found', code: 'NOT_FOUND' }, 404);
      const body = JSON.parse(String(init!.body));
      sent.push({ url, body });
      const made: PartReturn = {
        id: '66666666-6666-4666-8666-666666666666',
        kind: body.kind,
        reason: body.reason,
        status: 'requested',
        items: [{ orderItemId: KURTA, name: 'Cotton Kurta', units: 1, newSize: null }],
        pickupDay: body.pickupDay,
        pickup: { courier: 'Sandbox Surface', awb: 'SBR1' },
        exchangeAwb: null,
        refusedReason: null,
        requestedAt: '2026-11-21T10:00:00Z',
        refund: null,
      };
      return json({ return: made });
    }),
  );
  return sent;
}

beforeEach(() => {
  storeToken(
    `h.${btoa(JSON.stringify({ id: USER_ID, name: 'Asha', email: null, phonenumber: null }))}.s`,
  );
  URL.createObjectURL = () => 'blob:photo';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToken();
  localStorage.clear();
  setLocale('en', { reload: false });
});

async function openForm() {
  await renderWithRouter(<OrderReturns order={DELIVERED_ORDER} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Return or exchange' }));
  return screen.getByRole('form', { name: 'Return or exchange' });
}

describe('the return form', () => {
  it('books a return of one unit with a photo sent through the chat upload', async () => {
    const sent = server([part()]);
    const form = await openForm();
    expect(within(form).getByText('Not returnable')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Units of Cotton Kurta (M)'), {
      target: { value: '1' },
    });
    fireEvent.click(within(form).getByLabelText('It arrived damaged'));
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'kurta.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(within(form).getByLabelText('Photos (optional, up to 4)'), {
      target: { files: [picture] },
    });
    expect(await within(form).findByAltText('Photo 1')).toHaveAttribute('src', 'blob:photo');
    fireEvent.click(within(form).getByLabelText('23 November 2026'));
    fireEvent.click(within(form).getByRole('button', { name: 'Book the pickup' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]!.body).toEqual({
      sellerId: SELLER,
      userId: USER_ID,
      text: 'Photo for my return of order OD1',
    });
    expect(sent[1]!.body).toEqual({
      orderId: 'OD1',
      sellerId: SELLER,
      kind: 'return',
      reason: 'damaged',
      items: [{ orderItemId: KURTA, units: 1 }],
      photos: [PHOTO],
      pickupDay: '2026-11-23',
    });
    await vi.waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('says what is missing and sends nothing: no item, then a COD refund without a valid UPI id', async () => {
    const sent = server([part({ cashOnDelivery: true })]);
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const form = await openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Book the pickup' }));
    expect(error).toHaveBeenLastCalledWith('Choose at least one item');
    fireEvent.change(within(form).getByLabelText('Units of Cotton Kurta (M)'), {
      target: { value: '2' },
    });
    fireEvent.click(within(form).getByLabelText('I changed my mind'));
    fireEvent.change(within(form).getByLabelText('UPI id for your refund'), {
      target: { value: 'asha' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Book the pickup' }));
    expect(error).toHaveBeenLastCalledWith('Enter a UPI id like name@bank');
    expect(sent).toEqual([]);
    fireEvent.change(within(form).getByLabelText('UPI id for your refund'), {
      target: { value: 'asha@okaxis' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Book the pickup' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      upiId: 'asha@okaxis',
      items: [{ orderItemId: KURTA, units: 2 }],
    });
  });

  it('offers an exchange only for a defective or damaged item, with the sizes in stock', async () => {
    const sent = server([part()]);
    const form = await openForm();
    fireEvent.click(within(form).getByLabelText('Exchange it for another size'));
    expect(within(form).queryByLabelText('I changed my mind')).not.toBeInTheDocument();
    expect(
      within(form).getByText('An exchange is only for a defective or damaged item.'),
    ).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Units of Cotton Kurta (M)'), {
      target: { value: '1' },
    });
    const size = within(form).getByLabelText('New size for Cotton Kurta');
    expect([...size.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose a size',
      'L',
      'XL',
    ]);
    fireEvent.change(size, { target: { value: 'XL' } });
    fireEvent.click(within(form).getByLabelText('It is defective'));
    fireEvent.click(within(form).getByRole('button', { name: 'Book the pickup' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      kind: 'exchange',
      reason: 'defective',
      items: [{ orderItemId: KURTA, units: 1, newSize: 'XL' }],
    });
  });
});

describe("a part's returns", () => {
  const accepted: PartReturn = {
    id: '77777777-7777-4777-8777-777777777777',
    kind: 'return',
    reason: 'damaged',
    status: 'accepted',
    items: [{ orderItemId: KURTA, name: 'Cotton Kurta', units: 1, newSize: null }],
    pickupDay: '2026-11-22',
    pickup: { courier: 'Sandbox Surface', awb: 'SBR1' },
    exchangeAwb: null,
    refusedReason: null,
    requestedAt: '2026-11-21T10:00:00Z',
    refund: {
      amount: 1449.5,
      status: 'requested',
      reference: 'rfnd_123',
      upiId: null,
      at: '2026-11-25T10:00:00Z',
    },
  };

  it('shows the refund to the paisa, its date and reference, and a refused one with its reason', async () => {
    const refused = {
      ...accepted,
      id: '88888888-8888-4888-8888-888888888888',
      status: 'refused' as const,
      refund: null,
      refusedReason: 'The tags were removed',
    };
    server([part({ returns: [accepted, refused], blocked: 'windowClosed' })]);
    await renderWithRouter(<OrderReturns order={DELIVERED_ORDER} />);
    expect(
      await screen.findByText(
        'Refund of ₹1,449.50 sent to your original payment method on 25 November 2026 (reference rfnd_123); it reaches you in 7-10 business days',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Refused by the seller: The tags were removed')).toBeInTheDocument();
    // Each return keeps its pickup's courier and AWB once picked up, accepted or refused.
    expect(screen.getAllByText('Courier Sandbox Surface, AWB SBR1')).toHaveLength(2);
    expect(screen.getByText('The 7 days to return this part have passed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return or exchange' })).not.toBeInTheDocument();
  });

  it('shows nothing for a part not delivered yet', async () => {
    server([part({ deliveredAt: null, returnBy: null, blocked: 'notDelivered' })]);
    const { container } = await renderWithRouter(<OrderReturns order={DELIVERED_ORDER} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks Hindi on a Hindi page, the COD refund owed to the UPI id included', async () => {
    setLocale('hi', { reload: false });
    const owed = {
      ...accepted,
      refund: {
        amount: 499,
        status: 'owed' as const,
        reference: null,
        upiId: 'asha@okaxis',
        at: '2026-11-25T10:00:00Z',
      },
    };
    server([part({ returns: [owed] })]);
    await renderWithRouter(<OrderReturns order={DELIVERED_ORDER} />);
    expect(await screen.findByRole('button', { name: 'वापसी या एक्सचेंज' })).toBeInTheDocument();
    expect(screen.getByText(/₹499 का रिफ़ंड .* asha@okaxis पर भेजेगी$/)).toBeInTheDocument();
  });
});
