import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Sign-in writes: each answers a token (or the next step) that the screen hands to useSignIn. */
export const useSendOtp = () =>
  useMutation({
    mutationFn: (mobile: string) => callApi('mobileAuth', { body: { step: 'send_otp', mobile } }),
  });

export const useVerifyOtp = () =>
  useMutation({
    mutationFn: ({ mobile, otp }: { mobile: string; otp: string }) =>
      callApi('mobileAuth', { body: { step: 'verify_otp', mobile, otp } }),
  });

export const useCompleteProfile = () =>
  useMutation({
    mutationFn: (body: { phonenumber: string; name: string; email: string; signupToken: string }) =>
      callApi('completeProfile', { body }),
  });

export const useLogin = () =>
  useMutation({
    mutationFn: (body: { email: string; password: string }) => callApi('login', { body }),
  });

export const useRegister = () =>
  useMutation({
    mutationFn: (body: { name: string; email: string; password: string }) =>
      callApi('register', { body }),
  });
