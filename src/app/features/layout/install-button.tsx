import { useEffect, useState } from 'react';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const isStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;

/** "Install app" with the browser's prompt; an "Add to Home Screen" hint where there is none (iOS). */
export function InstallButton() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(() => typeof window !== 'undefined' && isStandalone());
  const [hint, setHint] = useState(false);
  useEffect(() => {
    const onPrompt = (e: Event) => (e.preventDefault(), setPrompt(e as InstallPromptEvent));
    const onInstalled = () => (setInstalled(true), setPrompt(null));
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  if (installed) return null;
  return (
    <div>
      <button
        type="button"
        className="rounded bg-white px-3 py-1.5 text-sm font-medium text-teal-800"
        onClick={async () => {
          if (!prompt) return setHint((h) => !h);
          await prompt.prompt();
          const { outcome } = await prompt.userChoice;
          if (outcome === 'accepted') setInstalled(true);
          setPrompt(null);
        }}
      >
        Install app
      </button>
      {hint && !prompt && (
        <p role="note" className="mt-2 max-w-xs text-xs text-teal-50">
          Add to Home Screen: open your browser's Share or menu button and choose "Add to Home Screen".
        </p>
      )}
    </div>
  );
}
