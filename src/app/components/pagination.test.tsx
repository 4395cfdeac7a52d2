import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from './pagination';

describe('pagination', () => {
  it('shows nothing when one page holds everything', () => {
    const { container } = render(
      <Pagination page={1} total={12} pageSize={12} onPage={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows at most 5 numbered buttons around the current page, with arrows', () => {
    const onPage = vi.fn();
    render(<Pagination page={10} total={240} pageSize={12} onPage={onPage} />);
    const numbers = screen
      .getAllByRole('button')
      .filter((b) => /^\d+$/.test(b.textContent ?? ''))
      .map((b) => b.textContent);
    expect(numbers).toEqual(['8', '9', '10', '11', '12']);
    expect(screen.getByRole('button', { name: '10' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(11);
  });

  it('disables the arrows at the ends', () => {
    render(<Pagination page={1} total={30} pageSize={12} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });
});
