import type {
  default as InstallBannerNow,
  InstallButton as InstallButtonNow,
} from './install-button';
import { act, fireEvent, render, screen } from '@testing-library/react';

let InstallButton: typeof InstallButtonNow;
let InstallBanner: typeof InstallBannerNow;

/**
 * The install state lives in its module from the entry's first import on, as in a page load:
 * each test loads it afresh (and captures the browser's events again) as a new page would.
 */
async function loadPage() {
  vi.resetModules();
  const { captureInstallPrompt } = await import('@/lib/install-offer');
  act(() => captureInstallPrompt());
  ({ InstallButton, default: InstallBanner } = await import('./install-button'));
}

const UA = navigator.userAgent;
function pretendIphone(on: boolean) {
  Object.defineProperty(navigator, 'userAgent', {
    value: on ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' : UA,
    configurable: true,
  });
}
function offerInstall(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const prompt = vi.fn().mockResolvedValue(undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return { event, prompt };
}

beforeEach(async () => {
  localStorage.clear();
  pretendIphone(false);
  await loadPage();
});

describe('Install app', () => {
  it('offers nothing where the browser has no prompt and is not iOS', () => {
    render(<InstallButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('shows the Add to Home Screen steps on iOS, where there is no prompt', async () => {
    pretendIphone(true);
    await loadPage();
    render(<InstallButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(screen.getByRole('note')).toHaveTextContent('Add to Home Screen');
  });

  it("keeps the browser's early install event and calls prompt() from the button, with no steps shown", async () => {
    const { event, prompt } = offerInstall(); // fired before the button exists
    expect(event.defaultPrevented).toBe(true);
    render(<InstallButton />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install app' })));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('hides once installed', () => {
    offerInstall();
    render(<InstallButton />);
    expect(screen.getByRole('button', { name: 'Install app' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('offers nothing when already running as the installed app (display-mode: standalone)', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
      addEventListener: () => {},
    }));
    offerInstall();
    render(<InstallButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    vi.unstubAllGlobals();
  });

  it('hides when an accepted prompt installs the app', async () => {
    offerInstall('accepted');
    render(<InstallButton />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install app' })));
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});

describe('install banner', () => {
  it('counts a visit once per browser session, when the install button loads', async () => {
    sessionStorage.clear();
    localStorage.setItem('bazaar.visits', '1');
    vi.resetModules();
    const { captureInstallPrompt } = await import('@/lib/install-offer');
    captureInstallPrompt(); // the entry's first import leaves storage alone
    expect(localStorage.getItem('bazaar.visits')).toBe('1');
    await loadPage();
    expect(localStorage.getItem('bazaar.visits')).toBe('2');
    await loadPage(); // a reload in the same session
    expect(localStorage.getItem('bazaar.visits')).toBe('2');
  });

  it('is not offered on the first visit', () => {
    localStorage.setItem('bazaar.visits', '1');
    offerInstall();
    render(<InstallBanner shopName="Chowk Mart" />);
    expect(screen.queryByRole('complementary', { name: 'Install the app' })).toBeNull();
  });

  it('is offered on a second visit, installs through the prompt, and "Not now" is remembered', async () => {
    localStorage.setItem('bazaar.visits', '2');
    const { prompt } = offerInstall();
    const { unmount } = render(<InstallBanner shopName="Chowk Mart" />);
    const banner = screen.getByRole('complementary', { name: 'Install the app' });
    expect(banner).toHaveTextContent('Install Chowk Mart'); // the deployment's name (SHOP_NAME)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    expect(prompt).toHaveBeenCalled();
    expect(banner).not.toBeInTheDocument(); // the used event is gone: nothing left to offer
    unmount();

    offerInstall();
    render(<InstallBanner shopName="Chowk Mart" />);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('complementary', { name: 'Install the app' })).toBeNull();
    expect(localStorage.getItem('bazaar.install-banner-dismissed')).toBe('1');
    offerInstall();
    expect(screen.queryByRole('complementary', { name: 'Install the app' })).toBeNull();
  });

  it("speaks the page's language, with the shop's name", async () => {
    // The runtime the freshly loaded banner reads its language from (see loadPage).
    const { setLocale } = await import('@shared/i18n/paraglide/runtime.js');
    localStorage.setItem('bazaar.visits', '2');
    offerInstall();
    setLocale('hi', { reload: false });
    try {
      render(<InstallBanner shopName="Chowk Mart" />);
      const banner = screen.getByRole('complementary', { name: 'ऐप इंस्टॉल करें' });
      expect(banner).toHaveTextContent('Chowk Mart इंस्टॉल करें');
      expect(screen.getByRole('button', { name: 'अभी नहीं' })).toBeInTheDocument();
    } finally {
      setLocale('en', { reload: false });
    }
  });
});
