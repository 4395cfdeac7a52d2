import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Drawer } from './drawer';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      {open && (
        <Drawer label="Menu" onClose={() => setOpen(false)}>
          <a href="/">Home</a>
          <a href="/about">About</a>
        </Drawer>
      )}
    </>
  );
}

describe('drawer', () => {
  it('is a modal dialog that takes focus, keeps Tab inside, closes on Escape and gives focus back', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    screen.getByRole('link', { name: 'About' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button and from the overlay', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByTestId('drawer-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
