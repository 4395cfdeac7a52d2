import { screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { renderWithRouter } from '@/test/render';
import { SavedAt } from './offline';

afterEach(() => {
  setLocale('en', { reload: false });
  onlineManager.setOnline(true);
});

describe('when a screen shown offline was saved', () => {
  it('reads in Hindi on a Hindi page, the time of day in words', async () => {
    setLocale('hi', { reload: false });
    onlineManager.setOnline(false);
    // The page's language comes from the router's context, as the test set it.
    await renderWithRouter(<SavedAt at={new Date(2026, 10, 29, 15, 42).getTime()} />);
    const line = await screen.findByText(/इस डिवाइस पर सेव किया गया/);
    expect(line).toHaveTextContent('29 नव॰, दोपहर 3:42');
    expect(line.textContent).not.toMatch(/[ap]m/i);
  });

  it('reads in English on an English page', async () => {
    onlineManager.setOnline(false);
    await renderWithRouter(<SavedAt at={new Date(2026, 10, 29, 15, 42).getTime()} />);
    expect(await screen.findByText(/Saved on this device/)).toHaveTextContent('29 Nov, 3:42 pm');
  });
});
