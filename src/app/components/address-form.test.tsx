import { act, fireEvent, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PinPlace } from '@shared/api/pincode';
import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { renderWithRouter } from '@/test/render';
import { AddressForm, EMPTY_ADDRESS } from './address-form';

const HYDERABAD: PinPlace = {
  pincode: '500001',
  district: 'Hyderabad',
  state: 'Telangana',
  states: ['Telangana'],
  postOffices: ['Gandhi Bhawan (Hyderabad)', 'Moazzampura', 'Seetharampet'],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchSpy = vi.fn(async (url: string) => {
    if (url.endsWith('/pincode/500001')) return json(HYDERABAD);
    if (url.includes('/pincode/'))
      return json({ error: 'No post office has this PIN code', code: 'NOT_FOUND' }, 404);
    throw new Error('unexpected ' + url);
  });
  vi.stubGlobal('fetch', fetchSpy);
  // Another file's test may have left React Query offline, which would hold every lookup.
  act(() => onlineManager.setOnline(true));
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en', { reload: false });
});

async function renderForm() {
  const onSave = vi.fn();
  await renderWithRouter(
    <AddressForm
      initial={EMPTY_ADDRESS}
      initialDefault={false}
      busy={false}
      error=""
      onSave={onSave}
      onCancel={vi.fn()}
    />,
  );
  // The router draws the form after its first navigation.
  await screen.findByRole('combobox');
  return { onSave };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

function fillAllBut(...skip: string[]) {
  const values: Record<string, string> = {
    'Full name': 'Asha Rao',
    'Mobile number': '9876543210',
    'Alternate mobile number': '9876543211',
    'Address (house no., building, street)': '12 Abids Road',
    Locality: 'Moazzampura',
    Landmark: 'Near the GPO',
  };
  for (const [label, value] of Object.entries(values))
    if (!skip.includes(label)) type(label, value);
}

describe('AddressForm', () => {
  it('keeps only digits in the mobile and PIN code fields', async () => {
    await renderForm();
    type('Mobile number', 'abc98');
    expect(field('Mobile number').value).toBe('98');
    type('Mobile number', '+91 98765 43210');
    expect(field('Mobile number').value).toBe('9876543210');
    type('PIN code', '56OO12abc');
    expect(field('PIN code').value).toBe('5612');
  });

  it("fills city and state from six digits and offers the PIN's post offices as localities", async () => {
    const { onSave } = await renderForm();
    type('PIN code', '50000');
    expect(fetchSpy).not.toHaveBeenCalled();
    type('PIN code', '500001');
    expect(await screen.findByText('Hyderabad, Telangana')).toBeInTheDocument();
    expect(field('City / District / Town').value).toBe('Hyderabad');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Telangana');
    const list = document.getElementById(field('Locality').getAttribute('list')!)!;
    expect([...list.querySelectorAll('option')].map((o) => o.value)).toEqual(HYDERABAD.postOffices);
    fillAllBut();
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ pincode: '500001', cityDistTown: 'Hyderabad', state: 'Telangana' }),
      false,
    );
  });

  it('refuses a PIN no post office has, beside the field and when saving', async () => {
    const { onSave } = await renderForm();
    fillAllBut();
    type('City / District / Town', 'Nowhere');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Kerala' } });
    type('PIN code', '999999');
    expect(await screen.findByText('No post office has this PIN code')).toBeInTheDocument();
    expect(field('PIN code')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No post office has this PIN code');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("warns when the chosen state is not the PIN's, and still saves what the shopper chose", async () => {
    const { onSave } = await renderForm();
    type('PIN code', '500001');
    await screen.findByText('Hyderabad, Telangana');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Andhra Pradesh' } });
    expect(
      screen.getByText('PIN code 500001 is in Telangana. Check the state.'),
    ).toBeInTheDocument();
    fillAllBut();
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ state: 'Andhra Pradesh' }),
      false,
    );
  });

  it("keeps the spec's message and shows each field's own problem beside it", async () => {
    await renderForm();
    fillAllBut('Full name', 'Landmark');
    type('Mobile number', '98765');
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields');
    // Name, landmark, PIN, city and state are empty; the mobile is short.
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Locality')).not.toHaveAttribute('aria-invalid');
    expect(field('Mobile number')).toHaveAccessibleDescription('Phone number incorrect!');
    expect(field('Full name')).toHaveAccessibleDescription('This field is required');
  });

  it('offline, fills nothing and refuses nothing: the shopper types city and state', async () => {
    fetchSpy.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const { onSave } = await renderForm();
    type('PIN code', '500001');
    fillAllBut();
    type('City / District / Town', 'Hyderabad');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Telangana' } });
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.queryByText('No post office has this PIN code')).toBeNull();
    expect(onSave).toHaveBeenCalled();
  });

  it('names the states in Hindi on a Hindi page, keeping the English name as the value', async () => {
    setLocale('hi', { reload: false });
    await renderForm();
    const telangana = screen.getByRole('option', { name: 'तेलंगाना' }) as HTMLOptionElement;
    expect(telangana.value).toBe('Telangana');
    expect(screen.getByRole('option', { name: 'लद्दाख' })).toBeInTheDocument();
  });
});
