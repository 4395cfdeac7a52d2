/**
 * Toasts, loaded on first use: react-hot-toast is not part of the first paint. Messages raised
 * before the toast container mounts are shown as soon as it does.
 */
const load = () => import('react-hot-toast').then((m) => m.toast);

export const notify = {
  success: (message: string) => void load().then((toast) => toast.success(message)),
  error: (message: string) => void load().then((toast) => toast.error(message)),
};
