import { decodeToken, dropUnreadableToken, readSession } from './session';

const token = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('session from the stored token', () => {
  it('reads the user from a token', () => {
    localStorage.setItem(
      'customerToken',
      token({ id: 'u1', name: 'Asha', email: 'a@example.in', phonenumber: null }),
    );
    expect(readSession().user).toEqual({
      id: 'u1',
      name: 'Asha',
      email: 'a@example.in',
      phonenumber: null,
    });
  });

  it("counts an empty value or 'undefined' as no session", () => {
    localStorage.setItem('customerToken', '');
    expect(readSession()).toEqual({ user: null, token: null });
    localStorage.setItem('customerToken', 'undefined');
    expect(readSession()).toEqual({ user: null, token: null });
  });

  it("fails an unreadable token with 'Invalid token specified', which counts as logged out", () => {
    expect(() => decodeToken('garbage')).toThrow('Invalid token specified');
    expect(() => decodeToken(42)).toThrow('Invalid token specified');
    localStorage.setItem('customerToken', 'a.%%%.b');
    expect(readSession().user).toBeNull();
  });
});

describe('an unreadable stored token', () => {
  it('is removed, once, so the app can say so', () => {
    localStorage.setItem('customerToken', 'not-a-token');
    expect(dropUnreadableToken()).toBe(true);
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(dropUnreadableToken()).toBe(false);
  });

  it('leaves a readable token alone', () => {
    localStorage.setItem('customerToken', token({ id: 'u1', name: 'Asha' }));
    expect(dropUnreadableToken()).toBe(false);
    expect(localStorage.getItem('customerToken')).not.toBeNull();
  });
});
