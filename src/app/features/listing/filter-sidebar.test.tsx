import { screen } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { FilterSidebar } from './filter-sidebar';

describe('price slider', () => {
  it('starts one rupee below the lowest price (the spec) and ends at the highest', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
    );
    await renderWithRouter(
      <FilterSidebar search={{}} range={{ low: 499, high: 8999 }} onChange={() => {}} />,
    );
    const lowest = await screen.findByRole('slider', { name: 'Lowest price' });
    expect(lowest).toHaveAttribute('min', '498');
    expect(lowest).toHaveValue('498');
    expect(screen.getByRole('slider', { name: 'Highest price' })).toHaveAttribute('max', '8999');
    vi.unstubAllGlobals();
  });
});
