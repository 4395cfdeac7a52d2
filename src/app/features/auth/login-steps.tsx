import { useState, type FormEvent, type ReactNode } from 'react';
import { m } from '@shared/i18n/paraglide/messages.js';
import { digitsUpTo, mobileDigits } from '@shared/rules/digits';
import { Field, FormError } from '@/components/field';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useCompleteProfile, useLogin, useVerifyOtp } from './api';
import { isIndianMobile } from '@shared/rules/account-facts';

/** The login page's forms, one per step; each checks its own fields and sends its own request. */
export type Step = 'mobile' | 'otp' | 'profile' | 'email';
export const fail = (error: unknown) => notify.error(errorText(error), error);
type SignedIn = (answer: { message: string; token: string }) => void;

/** Sending the code, and the wait before another may be sent (the server's resendAfter). */
export interface OtpSender {
  send(then: () => void): void;
  /** Seconds before a new code may be asked for. */
  wait: number;
  sending: boolean;
  /** A code went to the number typed now: it stays usable after "Change Mobile Number". */
  codeSent: boolean;
}

function StepForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const submit = (e: FormEvent) => (e.preventDefault(), onSubmit());
  return (
    <form className="space-y-3" onSubmit={submit}>
      {children}
    </form>
  );
}

function Submit({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className="min-h-11 w-full rounded bg-teal-700 py-2 text-white disabled:opacity-50"
    >
      {children}
    </button>
  );
}

function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="min-h-11 w-full text-sm text-teal-700 underline"
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * Step 1. Back here with the same number, the code already sent still works: no resend before
 * the countdown ends (the server would refuse it), and a way back to typing that code.
 */
export function MobileStep(props: {
  mobile: string;
  setMobile: (mobile: string) => void;
  code: OtpSender;
  go: (step: Step) => void;
  onSent: () => void;
}) {
  const { mobile, code, go } = props;
  const [error, setError] = useState('');
  const resendWait = code.codeSent && code.wait > 0;
  const submit = () => {
    if (!isIndianMobile(mobile)) return setError(m.account_invalid_mobile());
    setError('');
    code.send(props.onSent);
  };
  return (
    <StepForm onSubmit={submit}>
      <Field
        label={m.account_mobile_number()}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={mobile}
        onChange={(e) => props.setMobile(mobileDigits(e.target.value))}
      />
      <FormError text={error} />
      <Submit disabled={code.sending || resendWait}>
        {resendWait ? m.auth_resend_in({ seconds: code.wait }) : m.account_send_otp()}
      </Submit>
      {code.codeSent && (
        <LinkButton onClick={() => go('otp')}>{m.auth_enter_sent_otp()}</LinkButton>
      )}
      <LinkButton onClick={() => go('email')}>{m.auth_use_email()}</LinkButton>
    </StepForm>
  );
}

/** Step 2: the code; a known shopper is signed in, a new number goes on to its profile. */
export function OtpStep(props: {
  mobile: string;
  otp: string;
  setOtp: (otp: string) => void;
  code: OtpSender;
  go: (step: Step) => void;
  onNewShopper: (signupToken: string) => void;
  signedIn: SignedIn;
}) {
  const { mobile, otp, code } = props;
  const verify = useVerifyOtp();
  const [error, setError] = useState('');
  const busy = verify.isPending || code.sending;
  const submit = () => {
    if (!/^\d{4}$/.test(otp)) return setError(m.account_invalid_otp());
    setError('');
    verify.mutate(
      { mobile, otp },
      {
        onSuccess: (r) => {
          if (!('success' in r)) return;
          if (r.isNewUser && r.signupToken) props.onNewShopper(r.signupToken);
          else if (r.token) props.signedIn({ message: r.message, token: r.token });
        },
        onError: fail,
      },
    );
  };
  return (
    <StepForm onSubmit={submit}>
      <p className="text-sm text-slate-600">{m.auth_code_sent({ mobile })}</p>
      <Field
        label={m.account_otp()}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d*"
        maxLength={4}
        value={otp}
        onChange={(e) => props.setOtp(digitsUpTo(e.target.value, 4))}
      />
      <FormError text={error} />
      <Submit disabled={busy}>{m.auth_verify_otp()}</Submit>
      <div className="flex justify-between text-sm">
        <button
          type="button"
          className="min-h-11 text-teal-700 underline"
          onClick={() => props.go('mobile')}
        >
          {m.auth_change_mobile()}
        </button>
        <button
          type="button"
          disabled={code.wait > 0 || busy}
          className="min-h-11 text-teal-700 underline disabled:text-slate-500 disabled:no-underline"
          onClick={() => code.send(() => props.setOtp(''))}
        >
          {code.wait > 0 ? m.auth_resend_in({ seconds: code.wait }) : m.auth_resend_otp()}
        </button>
      </div>
    </StepForm>
  );
}

/** Step 3, for a new number: the name and email the account starts with. */
export function ProfileStep(props: {
  mobile: string;
  signupToken: string;
  email: string;
  setEmail: (email: string) => void;
  signedIn: SignedIn;
}) {
  const complete = useCompleteProfile();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    const email = props.email.trim();
    if (!name.trim() || !email) return setError(m.account_profile_required());
    setError('');
    complete.mutate(
      { phonenumber: props.mobile, name: name.trim(), email, signupToken: props.signupToken },
      { onSuccess: props.signedIn, onError: fail },
    );
  };
  return (
    <StepForm onSubmit={submit}>
      <Field
        label={m.account_name()}
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Field
        label={m.account_email()}
        type="email"
        autoComplete="email"
        value={props.email}
        onChange={(e) => props.setEmail(e.target.value)}
      />
      <FormError text={error} />
      <Submit disabled={complete.isPending}>{m.auth_continue()}</Submit>
    </StepForm>
  );
}

/** Email and password instead of an OTP. */
export function EmailStep(props: {
  email: string;
  setEmail: (email: string) => void;
  go: (step: Step) => void;
  signedIn: SignedIn;
}) {
  const login = useLogin();
  const [password, setPassword] = useState('');
  const submit = () =>
    login.mutate(
      { email: props.email.trim(), password },
      { onSuccess: props.signedIn, onError: fail },
    );
  return (
    <StepForm onSubmit={submit}>
      <Field
        label={m.account_email()}
        type="email"
        autoComplete="email"
        required
        value={props.email}
        onChange={(e) => props.setEmail(e.target.value)}
      />
      <Field
        label={m.account_password()}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Submit disabled={login.isPending}>{m.auth_login()}</Submit>
      <LinkButton onClick={() => props.go('mobile')}>{m.auth_use_otp()}</LinkButton>
    </StepForm>
  );
}
