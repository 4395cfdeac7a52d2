import { fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { LoginPage } from './login-page';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

async function toOtpStep() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ message: 'OTP sent', resendAfter: 30 })),
  );
  await renderWithRouter(<LoginPage />);
  fireEvent.change(await screen.findByLabelText('Mobile number'), {
    target: { value: '9876543210' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  return screen.findByLabelText('OTP');
}

describe('the OTP field', () => {
  it('is filled from the SMS where the browser has the WebOTP API', async () => {
    const get = vi.fn(async (_options: { otp?: { transport: string[] } }) => ({ code: '4821' }));
    vi.stubGlobal('OTPCredential', function OTPCredential() {});
    vi.stubGlobal('navigator', { ...navigator, credentials: { get } });
    const field = await toOtpStep();
    await vi.waitFor(() => expect(field).toHaveValue('4821'));
    expect(get.mock.calls[0]![0].otp).toEqual({ transport: ['sms'] });
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('is typed, with autocomplete="one-time-code", where the browser has no WebOTP', async () => {
    const field = await toOtpStep();
    expect('OTPCredential' in window).toBe(false);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveValue('');
  });
});
