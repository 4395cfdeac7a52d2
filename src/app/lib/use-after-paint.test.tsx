import { act, render, screen } from '@testing-library/react';
import { useAfterPaint } from './use-after-paint';

function Probe() {
  return <p>{useAfterPaint() ? 'ready' : 'waiting'}</p>;
}

describe('what waits for the first paint', () => {
  it('comes at the first touch, without waiting for the browser to be idle', () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(screen.getByText('ready')).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
