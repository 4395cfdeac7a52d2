import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { messages } from '@shared/messages';
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
      <h1 className="mb-4 text-xl font-semibold">Create your account</h1>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          register.reset();
          if (!form.name.trim() || !form.email.trim() || !form.password)
            return setProblem(messages.fillRequired);
          if (form.password.length < 8) return setProblem(messages.passwordTooShort);
          setProblem('');
          register.mutate(
            { name: form.name.trim(), email: form.email.trim(), password: form.password },
            { onSuccess: (r) => (notify.success(r.message), signIn(r.token)) },
          );
        }}
      >
        <Field label="Name" autoComplete="name" value={form.name} onChange={set('name')} />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
        />
        <Field
          label="Password"
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
          Register
        </button>
      </form>
      <p className="mt-4 text-center text-sm">
        Already have an account?{' '}
        <Link to="/login" className="text-teal-700 underline">
          Login
        </Link>
      </p>
    </section>
  );
}
