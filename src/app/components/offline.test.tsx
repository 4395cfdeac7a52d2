import { render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { SavedAt } from './offline';

afterEach(() => {
  setLocale('en', { reload: false });
  onlineManager.setOnline(true);
});

describe('when a screen shown offline was saved', () => {
  it('reads in Hindi on a Hindi page, the time of day in words', () => {
    setLocale('hi', { reload: false });
    onlineManager.setOnline(false);
    render(<SavedAt at={new Date(2026, 10, 29, 15, 42).getTime()} />);
    const line = screen.getByText(/इस डिवाइस पर सेव किया गया/);
    expect(line).toHaveTextContent('29 नव॰, दोपहर 3:42');
    expect(line.textContent).not.toMatch(/[ap]m/i);
  });

  it('reads in English on an English page', () => {
    onlineManager.setOnline(false);
    render(<SavedAt at={new Date(2026, 10, 29, 15, 42).getTime()} />);
    expect(screen.getByText(/Saved on this device/)).toHaveTextContent('29 Nov, 3:42 pm');
  });
});
