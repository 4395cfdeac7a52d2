import { useState } from 'react';
import { m } from '@shared/i18n/paraglide/messages.js';
import { digitsUpTo, mobileDigits } from '@shared/rules/digits';
import { Field, FormError } from '@/components/field';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import { useAddMobile } from './api';
import { isIndianMobile } from '@shared/rules/account-facts';

/**
 * For an account made with e-mail: add a mobile number, proven by an OTP sent to it. Afterwards
 * the shopper can also sign in with that number.
 */
export function AddMobile() {
  const online = useOnline();
  const add = useAddMobile();
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [problem, setProblem] = useState('');
  const codeSent = sentTo !== '' && sentTo === mobile;
  return (
    <form
      className="space-y-2 sm:col-span-3"
      aria-label={m.account_add_mobile()}
      onSubmit={(e) => {
        e.preventDefault();
        add.reset();
        if (!isIndianMobile(mobile)) return setProblem(m.account_invalid_mobile());
        if (codeSent && !/^\d{4}$/.test(otp)) return setProblem(m.account_invalid_otp());
        if (!online) return setProblem(m.account_needs_network());
        setProblem('');
        add.mutate(codeSent ? { mobile, otp } : { mobile }, {
          onSuccess: (answer) => {
            if ('token' in answer) notify.success(answer.message);
            else setSentTo(mobile);
          },
        });
      }}
    >
      <p className="text-sm text-slate-600">{m.account_add_mobile_why()}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          // Not just "Mobile number": the address form on the same page has that field.
          label={m.account_your_mobile()}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={mobile}
          onChange={(e) => setMobile(mobileDigits(e.target.value))}
        />
        {codeSent && (
          <Field
            label={m.account_otp()}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={otp}
            onChange={(e) => setOtp(digitsUpTo(e.target.value, 4))}
          />
        )}
      </div>
      <FormError text={problem || errorText(add.error, m.account_needs_network())} />
      <button
        type="submit"
        disabled={add.isPending}
        className="rounded border border-teal-700 px-4 py-2 text-teal-800 disabled:opacity-50"
      >
        {codeSent ? m.account_verify_and_add() : m.account_send_otp()}
      </button>
    </form>
  );
}
