import { Toaster } from 'react-hot-toast';

/**
 * Toasts at the top right, dark background, white text (spec), placed below the sticky top bar
 * so they never cover the cart icon they report on.
 */
export const TOASTS_TOP_PX = 72;

export default function Toasts() {
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: TOASTS_TOP_PX }}
      toastOptions={{ style: { background: '#1f2937', color: '#fff' } }}
    />
  );
}
