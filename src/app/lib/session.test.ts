import { decodeToken, readSession } from './session';

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
