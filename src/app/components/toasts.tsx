import { Toaster } from 'react-hot-toast';

/** Toasts at the top right, dark background, white text (spec). */
export default function Toasts() {
  return <Toaster position="top-right" toastOptions={{ style: { background: '#1f2937', color: '#fff' } }} />;
}
