import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { m } from '@shared/i18n/paraglide/messages.js';
import { Field, FormError } from '@/components/field';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import { meQueryOptions, useChangePassword } from './api';
import { useApi } from '@/lib/use-api';

const EMPTY = { oldPassword: '', newPassword: '', confirm: '' };

export function ChangePassword() {
  const online = useOnline();
  const { data: me } = useQuery(meQueryOptions(useApi()));
  const [form, setForm] = useState(EMPTY);
  // Checked before sending; what the server refuses comes from the mutation.
  const [problem, setProblem] = useState('');
  const change = useChangePassword();
  const hasPassword = me?.hasPassword ?? true;
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  return (
    <section className="max-w-md space-y-4">
      <h1 className="text-xl font-semibold">{m.account_change_password()}</h1>
      {!hasPassword && (
        <p className="rounded bg-slate-100 p-3 text-sm">{m.account_otp_only_note()}</p>
      )}
      <form
        className="space-y-3 rounded-lg border bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault();
          change.reset();
          if ((hasPassword && !form.oldPassword) || !form.newPassword)
            return setProblem(m.account_fill_required());
          if (form.newPassword.length < 8) return setProblem(m.account_password_too_short());
          if (form.newPassword !== form.confirm) return setProblem(m.account_passwords_differ());
          if (!online) return setProblem(m.account_needs_network());
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
            label={m.account_old_password()}
            type="password"
            autoComplete="current-password"
            value={form.oldPassword}
            onChange={set('oldPassword')}
          />
        )}
        <Field
          label={m.account_new_password()}
          type="password"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={set('newPassword')}
        />
        <Field
          label={m.account_confirm_password()}
          type="password"
          autoComplete="new-password"
          value={form.confirm}
          onChange={set('confirm')}
        />
        <FormError text={problem || errorText(change.error, m.account_needs_network())} />
        <button
          type="submit"
          disabled={change.isPending}
          className="rounded bg-teal-700 px-4 py-2 text-white disabled:opacity-50"
        >
          {m.account_update()}
        </button>
      </form>
    </section>
  );
}
