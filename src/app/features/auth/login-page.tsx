import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';
import { digitsUpTo, mobileDigits } from '@shared/rules/digits';
import { Field, FormError } from '@/components/field';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useCompleteProfile, useLogin, useSendOtp, useVerifyOtp } from './api';
import { useSignIn } from './use-sign-in';
import { useWebOtp } from './use-web-otp';

type Step = 'mobile' | 'otp' | 'profile' | 'email';
// Message functions, called while drawing: the page's language is known only then.
const TITLES: Record<Step, () => string> = {
  mobile: m.auth_title_mobile,
  otp: m.auth_title_otp,
  profile: m.auth_title_profile,
  email: m.auth_title_email,
};
const fail = (error: unknown) => notify.error(errorText(error), error);

export function LoginPage({ redirect }: { redirect?: string }) {
  const signIn = useSignIn();
  const [step, setStep] = useState<Step>('mobile');
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [signupToken, setSignupToken] = useState('');
  const [error, setError] = useState('');
  const [wait, setWait] = useState(0);
  // The number the last code went to: that code stays usable after "Change Mobile Number".
  const [sentTo, setSentTo] = useState('');

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  // The button that changed the step is gone with its form: focus moves to the new form's first
  // field instead of falling back to the page (not on the first render: the page focuses itself).
  const form = useRef<HTMLElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    form.current?.querySelector('input')?.focus();
  }, [step]);

  useWebOtp(step === 'otp', setOtp);

  const send = useSendOtp();
  const verify = useVerifyOtp();
  const complete = useCompleteProfile();
  const login = useLogin();
  const busy = send.isPending || verify.isPending || complete.isPending || login.isPending;
  const signedIn = (r: { message: string; token: string }) => {
    notify.success(r.message);
    signIn(r.token, redirect);
  };
  const sendOtp = () =>
    send.mutate(mobile, {
      onSuccess: (r) => {
        if ('resendAfter' in r) setWait(r.resendAfter);
        setSentTo(mobile);
        setOtp('');
        setStep('otp');
      },
      onError: fail,
    });

  const go = (next: Step) => (setError(''), setStep(next));
  // Back on step 1 with the same number, the code already sent still works: no resend before
  // the countdown ends (the server would refuse it), and a way back to typing that code.
  const codeSent = sentTo !== '' && sentTo === mobile;
  const resendWait = codeSent && wait > 0;

  return (
    <section ref={form} className="mx-auto max-w-sm rounded-lg border bg-white p-6 shadow-sm">
      <h1 className="mb-4 text-xl font-semibold">{TITLES[step]()}</h1>
      {step === 'mobile' && (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!/^\d{10}$/.test(mobile)) return setError(m.account_invalid_mobile());
            setError('');
            sendOtp();
          }}
        >
          <Field
            label={m.account_mobile_number()}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={mobile}
            onChange={(e) => setMobile(mobileDigits(e.target.value))}
          />
          <FormError text={error} />
          <button
            type="submit"
            disabled={busy || resendWait}
            className="min-h-11 w-full rounded bg-teal-700 py-2 text-white disabled:opacity-50"
          >
            {resendWait ? m.auth_resend_in({ seconds: wait }) : m.account_send_otp()}
          </button>
          {codeSent && (
            <button
              type="button"
              className="min-h-11 w-full text-sm text-teal-700 underline"
              onClick={() => go('otp')}
            >
              {m.auth_enter_sent_otp()}
            </button>
          )}
          <button
            type="button"
            className="min-h-11 w-full text-sm text-teal-700 underline"
            onClick={() => go('email')}
          >
            {m.auth_use_email()}
          </button>
        </form>
      )}
      {step === 'otp' && (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!/^\d{4}$/.test(otp)) return setError(m.account_invalid_otp());
            setError('');
            verify.mutate(
              { mobile, otp },
              {
                onSuccess: (r) => {
                  if (!('success' in r)) return;
                  if (r.isNewUser && r.signupToken) {
                    setSignupToken(r.signupToken);
                    go('profile');
                  } else if (r.token) {
                    signedIn({ message: r.message, token: r.token });
                  }
                },
                onError: fail,
              },
            );
          }}
        >
          <p className="text-sm text-slate-600">{m.auth_code_sent({ mobile })}</p>
          <Field
            label={m.account_otp()}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d*"
            maxLength={4}
            value={otp}
            onChange={(e) => setOtp(digitsUpTo(e.target.value, 4))}
          />
          <FormError text={error} />
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 w-full rounded bg-teal-700 py-2 text-white disabled:opacity-50"
          >
            {m.auth_verify_otp()}
          </button>
          <div className="flex justify-between text-sm">
            <button
              type="button"
              className="min-h-11 text-teal-700 underline"
              onClick={() => go('mobile')}
            >
              {m.auth_change_mobile()}
            </button>
            <button
              type="button"
              disabled={wait > 0 || busy}
              className="min-h-11 text-teal-700 underline disabled:text-slate-500 disabled:no-underline"
              onClick={sendOtp}
            >
              {wait > 0 ? m.auth_resend_in({ seconds: wait }) : m.auth_resend_otp()}
            </button>
          </div>
        </form>
      )}
      {step === 'profile' && (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!name.trim() || !email.trim()) return setError(m.account_profile_required());
            setError('');
            complete.mutate(
              { phonenumber: mobile, name: name.trim(), email: email.trim(), signupToken },
              { onSuccess: signedIn, onError: fail },
            );
          }}
        >
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
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <FormError text={error} />
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 w-full rounded bg-teal-700 py-2 text-white disabled:opacity-50"
          >
            {m.auth_continue()}
          </button>
        </form>
      )}
      {step === 'email' && (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            login.mutate({ email: email.trim(), password }, { onSuccess: signedIn, onError: fail });
          }}
        >
          <Field
            label={m.account_email()}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field
            label={m.account_password()}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 w-full rounded bg-teal-700 py-2 text-white disabled:opacity-50"
          >
            {m.auth_login()}
          </button>
          <button
            type="button"
            className="min-h-11 w-full text-sm text-teal-700 underline"
            onClick={() => go('mobile')}
          >
            {m.auth_use_otp()}
          </button>
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        {m.auth_new_here()}{' '}
        <Link to="/register" className="text-teal-700 underline">
          {m.auth_create_account()}
        </Link>
      </p>
    </section>
  );
}
