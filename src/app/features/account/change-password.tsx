import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@shared/messages';
import { Field, FormError } from '@/components/field';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import { meQueryOptions, useChangePassword } from './api';

const EMPTY = { oldPassword: '', newPassword: '', confirm: '' };

export function ChangePassword() {
  const online = useOnline();
  const { data: me } = useQuery(meQueryOptions());
  const [form, setForm] = useState(EMPTY);
  // Checked before sending; what the server refuses comes from the mutation.
  const [problem, setProblem] = useState('');
  const change = useChangePassword();
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
        onSubmit={(e) => {
          e.preventDefault();
          change.reset();
          if ((hasPassword && !form.oldPassword) || !form.newPassword)
            return setProblem(messages.fillRequired);
          if (form.newPassword.length < 8) return setProblem(messages.passwordTooShort);
          if (form.newPassword !== form.confirm) return setProblem(messages.passwordsDiffer);
          if (!online) return setProblem(messages.needsNetwork);
          setProblem('');
          change.mutate(
            {
              ...(hasPassword && { oldPassword: form.oldPassword }),
              newPassword: form.newPassword,
            },
            { onSuccess: (r) => (notify.success(r.message), setForm(EMPTY)) },
          );
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
        <FormError text={problem || errorText(change.error, messages.needsNetwork)} />
        <button
          type="submit"
          disabled={change.isPending}
          className="rounded bg-teal-700 px-4 py-2 text-white disabled:opacity-50"
        >
          Update
        </button>
      </form>
    </section>
  );
}
