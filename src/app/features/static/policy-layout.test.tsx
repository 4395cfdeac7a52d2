import { render, screen } from '@testing-library/react';
import { PolicyLayout } from './policy-layout';

describe('a policy page heading', () => {
  it('starts an English title with a large first letter', () => {
    render(<PolicyLayout title="Shipping Policy">text</PolicyLayout>);
    const heading = screen.getByRole('heading');
    expect(heading.textContent).toBe('Shipping Policy');
    expect(heading.querySelector('span')).toHaveTextContent(/^S$/);
  });

  it('sets a Hindi title whole: its first letter keeps its vowel sign', () => {
    render(<PolicyLayout title="गोपनीयता नीति">text</PolicyLayout>);
    const heading = screen.getByRole('heading', { name: 'गोपनीयता नीति' });
    expect(heading.querySelector('span')).toBeNull();
    expect(heading.textContent).toBe('गोपनीयता नीति');
  });
});
