import { act, fireEvent, render, screen } from '@testing-library/react';
import { InstallButton } from './install-button';

describe('Install app', () => {
  it('shows the Add to Home Screen hint where the browser offers no prompt', () => {
    render(<InstallButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(screen.getByRole('note')).toHaveTextContent('Add to Home Screen');
  });

  it("uses the browser's install prompt, and hides once installed", async () => {
    render(<InstallButton />);
    const prompt = vi.fn().mockResolvedValue(undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install app' })));
    expect(prompt).toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });
});
