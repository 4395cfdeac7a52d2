import { useState } from 'react';
import { m } from '@shared/i18n/paraglide/messages.js';
import { Field, FormError } from '@/components/field';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import { useSession } from '@/lib/session';
import { AddMobile } from './add-mobile';
import { useUpdateProfile } from './api';

/** My Profile: name and email; the mobile number (the OTP login) shows as text, or can be added. */
export function ProfileForm() {
  const { user } = useSession();
  const online = useOnline();
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  // Checked before sending; what the server refuses comes from the mutation.
  const [problem, setProblem] = useState('');
  const update = useUpdateProfile();
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">{m.account_my_profile()}</h2>
      <form
        className="grid max-w-2xl gap-3 rounded-lg border bg-white p-4 sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          update.reset();
          if (!name.trim() || !email.trim()) return setProblem(m.account_profile_required());
          if (!online) return setProblem(m.account_needs_network());
          setProblem('');
          update.mutate(
            { name: name.trim(), email: email.trim() },
            { onSuccess: (r) => notify.success(r.message) },
          );
        }}
      >
        <Field label={m.account_name()} value={name} onChange={(e) => setName(e.target.value)} />
        <Field
          label={m.account_email()}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {user?.phonenumber && (
          // The number signs in by OTP: shown as text, not as a field that looks editable.
          <p className="text-sm">
            {m.account_mobile()}
            <span className="mt-1 block p-2 text-slate-700">{user.phonenumber}</span>
          </p>
        )}
        <div className="sm:col-span-3">
          <FormError text={problem || errorText(update.error, m.account_needs_network())} />
        </div>
        <div>
          <button
            type="submit"
            disabled={update.isPending}
            className="rounded bg-teal-700 px-4 py-2 text-white disabled:opacity-50"
          >
            {m.account_save_profile()}
          </button>
        </div>
      </form>
      {user && !user.phonenumber && (
        <div className="max-w-2xl rounded-lg border bg-white p-4">
          <h3 className="mb-2 font-semibold">{m.account_mobile_number()}</h3>
          <AddMobile />
        </div>
      )}
    </section>
  );
}
