import { useEffect } from 'react';

/** What navigator.credentials.get answers for an SMS code (the WebOTP API; not in the DOM types yet). */
interface OtpCredential {
  code?: string;
}

/**
 * While the OTP step is shown, asks the browser for the code of the SMS that ends with this
 * shop's WebOTP line (`@host #code`): Chrome on Android offers it to the shopper, and a tap
 * fills the field. Browsers without the API (or a shopper who declines) type the code, helped by
 * autocomplete="one-time-code".
 */
export function useWebOtp(active: boolean, onCode: (code: string) => void): void {
  useEffect(() => {
    if (!active || typeof window === 'undefined' || !('OTPCredential' in window)) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code && /^\d{4}$/.test(code)) onCode(code);
      })
      // Declined, timed out or aborted by leaving the step: the field is typed instead.
      .catch(() => {});
    return () => abort.abort();
    // onCode is a state setter's wrapper: a new one each render must not restart the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}
