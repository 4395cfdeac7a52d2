import { useState } from 'react';
import { messages } from '@shared/messages';
import { Field, FormError } from '@/components/field';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import { useSession } from '@/lib/session';
import { useUpdateProfile } from './api';

/** My Profile: name and email (the mobile number is the OTP login and shows read-only). */
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
      <h2 className="text-xl font-semibold">My Profile</h2>
      <form
        className="grid max-w-2xl gap-3 rounded-lg border bg-white p-4 sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          update.reset();
          if (!name.trim() || !email.trim()) return setProblem(messages.profileRequired);
          if (!online) return setProblem(messages.needsNetwork);
          setProblem('');
          update.mutate(
            { name: name.trim(), email: email.trim() },
            { onSuccess: (r) => notify.success(r.message) },
          );
        }}
      >
        <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} />
        <Field
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field label="Mobile" value={user?.phonenumber ?? ''} readOnly disabled />
        <div className="sm:col-span-3">
          <FormError text={problem || errorText(update.error, messages.needsNetwork)} />
        </div>
        <div>
          <button
            type="submit"
            disabled={update.isPending}
            className="rounded bg-teal-700 px-4 py-2 text-white disabled:opacity-50"
          >
            Save Profile
          </button>
        </div>
      </form>
    </section>
  );
}
