import { screen } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { ApiError } from '@/lib/tab-api-client';
import { RouteError } from './route-error';

const show = (error: Error) =>
  renderWithRouter(<RouteError error={error} reset={() => {}} info={{ componentStack: '' }} />);

describe('the error screen', () => {
  it("names a server failure's request id, so a screenshot leads to its log lines", async () => {
    await show(new ApiError('Something broke on our side', 500, 'INTERNAL', 'k3Xq9TzL0aBcDeFg'));
    expect(await screen.findByText('Something broke on our side')).toBeTruthy();
    expect(screen.getByText('Error ID: k3Xq9TzL0aBcDeFg')).toBeTruthy();
  });

  it('shows none for a refusal of what was asked, nor for an error without an answer', async () => {
    await show(new ApiError('Not your order', 403, 'FORBIDDEN', 'k3Xq9TzL0aBcDeFg'));
    expect(await screen.findByText('Not your order')).toBeTruthy();
    expect(screen.queryByText(/Error ID/)).toBeNull();
  });
});
