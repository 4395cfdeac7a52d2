import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@shared/messages';
import { ApiError, callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { storeToken } from '@/lib/session';
import { useOnline } from '@/lib/online';
import { Field, FormError } from '@/components/field';
import { meQueryOptions } from './api';

export const NEEDS_NETWORK = "You're offline. This needs a connection; what you typed is kept.";

export function ChangePassword() {
  const online = useOnline();
  const { data: me } = useQuery(meQueryOptions());
  const [form, setForm] = useState({ oldPassword: '', newPassword: '', confirm: '' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const hasPassword = me?.hasPassword ?? true;
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  return (
    <section className="max-w-md space-y-4">
      <h1 className="text-xl font-semibold">Change Password</h1>
      {!hasPassword && (
        <p className="rounded bg-slate-100 p-3 text-sm">
          You sign in with a one-time code sent to your mobile. Set a password to also sign in with
          your email.
        </p>
      )}
      <form
        className="space-y-3 rounded-lg border bg-white p-4"
        onSubmit={async (e) => {
          e.preventDefault();
          if ((hasPassword && !form.oldPassword) || !form.newPassword)
            return setError(messages.fillRequired);
          if (form.newPassword.length < 8)
            return setError('Password must be at least 8 characters');
          if (form.newPassword !== form.confirm) return setError('The new passwords do not match');
          if (!online) return setError(NEEDS_NETWORK);
          setError('');
          setBusy(true);
          try {
            const r = await callApi('changePassword', {
              body: {
                ...(hasPassword && { oldPassword: form.oldPassword }),
                newPassword: form.newPassword,
              },
            });
            // The change ended every session of the account; this one continues with the fresh token.
            storeToken(r.token);
            notify.success(r.message);
            setForm({ oldPassword: '', newPassword: '', confirm: '' });
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
        {hasPassword && (
          <Field
            label="Old password"
            type="password"
            autoComplete="current-password"
            value={form.oldPassword}
            onChange={set('oldPassword')}
          />
        )}
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={set('newPassword')}
        />
        <Field
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={form.confirm}
          onChange={set('confirm')}
        />
        <FormError text={error} />
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-teal-700 px-4 py-2 text-white disabled:opacity-50"
        >
          Update
        </button>
      </form>
    </section>
  );
}
