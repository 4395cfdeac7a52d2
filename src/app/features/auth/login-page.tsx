import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';
import { intendedActionIn, intendedActionText } from '@/lib/intended-action';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { notify } from '@/lib/notify';
import { useSendOtp } from './api';
import {
  EmailStep,
  fail,
  MobileStep,
  OtpStep,
  ProfileStep,
  type OtpSender,
  type Step,
} from './login-steps';
import { useSignIn } from './use-sign-in';
import { useWebOtp } from './use-web-otp';

// Message functions, called while drawing: the page's language is known only then.
const TITLES: Record<Step, () => string> = {
  mobile: m.auth_title_mobile,
  otp: m.auth_title_otp,
  profile: m.auth_title_profile,
  email: m.auth_title_email,
};

function useOtpSender(mobile: string): OtpSender {
  const sendOtp = useSendOtp();
  const [wait, setWait] = useState(0);
  const [sentTo, setSentTo] = useState('');
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  return {
    send: (then) =>
      sendOtp.mutate(mobile, {
        onSuccess: (r) => {
          if ('resendAfter' in r) setWait(r.resendAfter);
          setSentTo(mobile);
          then();
        },
        onError: fail,
      }),
    wait,
    sending: sendOtp.isPending,
    codeSent: sentTo !== '' && sentTo === mobile,
  };
}

/**
 * The button that changed the step is gone with its form: focus moves to the new form's first
 * field instead of falling back to the page (not on the first render: the page focuses itself).
 */
function useFocusOnNewStep(step: Step) {
  const form = useRef<HTMLElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    form.current?.querySelector('input')?.focus();
  }, [step]);
  return form;
}

/**
 * Sign-in by an OTP to the mobile number (a new number completes a profile), or by email. Opened
 * by a guest's Add to cart, wishlist heart or Buy now, it says what for, and the sign-in does it.
 */
export function LoginPage({ redirect }: { redirect?: string }) {
  const signIn = useSignIn();
  const intended = intendedActionIn(useLocation({ select: (l) => l.state }));
  const [step, setStep] = useState<Step>('mobile');
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [email, setEmail] = useState('');
  const [signupToken, setSignupToken] = useState('');
  const form = useFocusOnNewStep(step);
  const code = useOtpSender(mobile);
  useWebOtp(step === 'otp', setOtp);
  const signedIn = (r: { message: string; token: string }) => {
    notify.success(r.message);
    signIn(r.token, redirect, intended);
  };
  const locale = usePageLocale();
  const toOtp = () => (setOtp(''), setStep('otp'));
  const toProfile = (token: string) => (setSignupToken(token), setStep('profile'));

  return (
    <section ref={form} className="mx-auto max-w-sm rounded-lg border bg-white p-6 shadow-sm">
      <h1 className="mb-4 text-xl font-semibold">{TITLES[step]()}</h1>
      {intended && (
        <p className="-mt-2 mb-4 rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {intendedActionText(intended, locale)}
        </p>
      )}
      {step === 'mobile' && (
        <MobileStep mobile={mobile} setMobile={setMobile} code={code} go={setStep} onSent={toOtp} />
      )}
      {step === 'otp' && (
        <OtpStep
          {...{ mobile, otp, setOtp, code, signedIn }}
          go={setStep}
          onNewShopper={toProfile}
        />
      )}
      {step === 'profile' && (
        <ProfileStep {...{ mobile, signupToken, email, setEmail, signedIn }} />
      )}
      {step === 'email' && <EmailStep {...{ email, setEmail, signedIn }} go={setStep} />}
      <p className="mt-4 text-center text-sm">
        {m.auth_new_here()}{' '}
        <Link to="/register" className="text-teal-700 underline">
          {m.auth_create_account()}
        </Link>
      </p>
    </section>
  );
}
