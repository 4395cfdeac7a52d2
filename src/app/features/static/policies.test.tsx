import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeleteAccount } from './policies';

describe('the Delete Account page', () => {
  it('sends the shopper to a deletion request that exists: a pre-addressed e-mail', () => {
    const { container } = render(<DeleteAccount />);
    const mail = screen.getByRole('link', { name: 'support@bazaar.example.in' });
    expect(mail.getAttribute('href')).toBe(
      'mailto:support@bazaar.example.in?subject=Delete%20My%20Account',
    );
    expect(container.textContent).not.toContain('Account Settings');
  });
});
