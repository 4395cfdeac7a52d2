import { fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { AddMobile } from './add-mobile';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('adding a mobile number', () => {
  it('sends an OTP, then verifies it and keeps the fresh token', async () => {
    const bodies: { step: string; mobile: string; otp?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        expect(url).toContain('/api/customer/add-mobile');
        const body = JSON.parse(String(init.body)) as (typeof bodies)[number];
        bodies.push(body);
        return body.step === 'send_otp'
          ? json({ message: 'OTP sent', resendAfter: 30 })
          : json({ token: 'fresh.token.value', message: 'Mobile number added' });
      }),
    );
    await renderWithRouter(<AddMobile />);
    fireEvent.change(await screen.findByLabelText('Your mobile number'), {
      target: { value: '98000 00001' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and add' }));
    await vi.waitFor(() => expect(localStorage.getItem('customerToken')).toBe('fresh.token.value'));
    expect(bodies).toEqual([
      { step: 'send_otp', mobile: '9800000001' },
      { step: 'verify_otp', mobile: '9800000001', otp: '4321' },
    ]);
  });

  it('checks the number before sending anything', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await renderWithRouter(<AddMobile />);
    fireEvent.change(await screen.findByLabelText('Your mobile number'), {
      target: { value: '98' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/mobile/i);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
