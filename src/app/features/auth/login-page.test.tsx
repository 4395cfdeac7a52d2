import { fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { LoginPage } from './login-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('OTP login after "Change Mobile Number"', () => {
  it('keeps the code already sent usable: the countdown shows on step 1 and the shopper can go back to the code', async () => {
    const fetchSpy = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { step: string };
      return body.step === 'send_otp'
        ? json({ message: 'OTP sent', resendAfter: 30 })
        : json({ error: 'unexpected' }, 400);
    });
    vi.stubGlobal('fetch', fetchSpy);
    await renderWithRouter(<LoginPage />);
    fireEvent.change(await screen.findByLabelText('Mobile number'), {
      target: { value: '9876543210' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('heading', { name: 'Enter OTP' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '12' } });

    fireEvent.click(screen.getByRole('button', { name: 'Change Mobile Number' }));
    expect(screen.getByRole('heading', { name: 'Login / Register' })).toBeInTheDocument();
    // Same number, code still fresh: no second send (the server would say to wait), a countdown instead.
    expect(screen.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Enter the OTP already sent' }));
    expect(screen.getByRole('heading', { name: 'Enter OTP' })).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveValue('12');
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    // Another number is a new code, sent at once.
    fireEvent.click(screen.getByRole('button', { name: 'Change Mobile Number' }));
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9123456780' } });
    expect(screen.queryByRole('button', { name: 'Enter the OTP already sent' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('heading', { name: 'Enter OTP' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});

describe('moving between the login steps', () => {
  it('puts focus on the first field of the new step, not on the page', async () => {
    await renderWithRouter(<LoginPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Login with email and password' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: /OTP/ }));
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
  });
});
