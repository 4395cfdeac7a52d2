import { useState } from 'react';
import { messages } from '@shared/messages';
import { Field, FormError } from '@/components/field';
import { ApiError, callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import { storeToken, useSession } from '@/lib/session';
import { NEEDS_NETWORK } from './change-password';

/** My Profile: name and email (the mobile number is the OTP login and shows read-only). */
export function ProfileForm() {
  const { user } = useSession();
  const online = useOnline();
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">My Profile</h2>
      <form
        className="grid max-w-2xl gap-3 rounded-lg border bg-white p-4 sm:grid-cols-3"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!name.trim() || !email.trim()) return setError(messages.profileRequired);
          if (!online) return setError(NEEDS_NETWORK);
          setError('');
          setBusy(true);
          try {
            const r = await callApi('updateProfile', {
              body: { name: name.trim(), email: email.trim() },
            });
            storeToken(r.token);
            notify.success(r.message);
          } catch (err) {
            setError(
              err instanceof ApiError
                ? err.isNetworkError
                  ? NEEDS_NETWORK
                  : err.message
                : messages.somethingWrong,
            );
          } finally {
            setBusy(false);
          }
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
          <FormError text={error} />
        </div>
        <div>
          <button
            type="submit"
            disabled={busy}
            className="rounded bg-teal-700 px-4 py-2 text-white disabled:opacity-50"
          >
            Save Profile
          </button>
        </div>
      </form>
    </section>
  );
}
