import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';
import { Field, FormError } from '@/components/field';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useRegister } from './api';
import { useSignIn } from './use-sign-in';

export function RegisterPage() {
  const signIn = useSignIn();
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  // Checked before sending; what the server refuses comes from the mutation.
  const [problem, setProblem] = useState('');
  const register = useRegister();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  return (
    <section className="mx-auto max-w-sm rounded-lg border bg-white p-6 shadow-sm">
      <h1 className="mb-4 text-xl font-semibold">{m.auth_register_title()}</h1>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          register.reset();
          if (!form.name.trim() || !form.email.trim() || !form.password)
            return setProblem(m.account_fill_required());
          if (form.password.length < 8) return setProblem(m.account_password_too_short());
          setProblem('');
          register.mutate(
            { name: form.name.trim(), email: form.email.trim(), password: form.password },
            { onSuccess: (r) => (notify.success(r.message), signIn(r.token)) },
          );
        }}
      >
        <Field
          label={m.account_name()}
          autoComplete="name"
          value={form.name}
          onChange={set('name')}
        />
        <Field
          label={m.account_email()}
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
        />
        <Field
          label={m.account_password()}
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
        />
        <FormError text={problem || errorText(register.error)} />
        <button
          type="submit"
          disabled={register.isPending}
          className="w-full rounded bg-teal-700 py-2 text-white disabled:opacity-50"
        >
          {m.auth_register()}
        </button>
      </form>
      <p className="mt-4 text-center text-sm">
        {m.auth_have_account()}{' '}
        <Link to="/login" className="text-teal-700 underline">
          {m.auth_login()}
        </Link>
      </p>
    </section>
  );
}
