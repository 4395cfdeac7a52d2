import { shouldConnect } from './socket-gate';

describe('when the chat socket connects', () => {
  const base = { signedIn: true, online: true, visible: true };

  it('for a signed-in shopper online with the tab in view, on any screen', () => {
    expect(shouldConnect(base)).toBe(true);
  });

  it('never for a guest, never offline, and not while the tab is hidden', () => {
    expect(shouldConnect({ ...base, signedIn: false })).toBe(false);
    expect(shouldConnect({ ...base, online: false })).toBe(false);
    expect(shouldConnect({ ...base, visible: false })).toBe(false);
  });
});
