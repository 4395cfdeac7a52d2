import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/use-api';

/** Sign-in writes: each answers a token (or the next step) that the screen hands to useSignIn. */
export function useSendOtp() {
  const api = useApi();
  return useMutation({
    mutationFn: (mobile: string) => api.call('mobileAuth', { body: { step: 'send_otp', mobile } }),
  });
}

export function useVerifyOtp() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ mobile, otp }: { mobile: string; otp: string }) =>
      api.call('mobileAuth', { body: { step: 'verify_otp', mobile, otp } }),
  });
}

export function useCompleteProfile() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { phonenumber: string; name: string; email: string; signupToken: string }) =>
      api.call('completeProfile', { body }),
  });
}

export function useLogin() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => api.call('login', { body }),
  });
}

export function useRegister() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { name: string; email: string; password: string }) =>
      api.call('register', { body }),
  });
}
