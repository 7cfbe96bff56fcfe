import { fireEvent, screen, within } from '@testing-library/react';
import { Pager } from './pager';
import { pageCount, pagerPages } from './pager-pages';
import { renderIn, text } from './test-providers';

describe('pagerPages', () => {
  it('shows at most 5 numbers, centred on the current page where it can', () => {
    expect(pagerPages(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerPages(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pagerPages(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pagerPages(2, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(1, 0)).toEqual([]);
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(0);
  });
});

describe('Pager', () => {
  const numbers = () =>
    within(screen.getByRole('navigation'))
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter(Boolean);

  it('offers first, previous, up to 5 numbers, next and last, by accessible name', () => {
    const onChange = jest.fn();
    renderIn('en', <Pager page={10} count={200} pageSize={10} onChange={onChange} />);
    expect(numbers()).toEqual(['8', '9', '10', '11', '12']);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 12' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onChange.mock.calls.map(([page]) => page)).toEqual([1, 9, 12, 11, 20]);
  });

  it('disables going back on the first page and forward on the last', () => {
    const { rerender } = renderIn('en', <Pager page={1} count={25} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(numbers()).toEqual(['1', '2', '3']);
    rerender(<Pager page={3} count={25} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
  });

  it('is hidden when the count is 0', () => {
    renderIn('en', <Pager page={1} count={0} onChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('names its buttons in Arabic, keeps Western digits and mirrors its arrows in rtl', () => {
    renderIn('ar', <Pager page={2} count={50} onChange={jest.fn()} />);
    expect(within(screen.getByRole('navigation', { name: text('ar', 'ui.pager.label') })).getByRole('button', { name: text('ar', 'ui.pager.page', { n: 2 }) })).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: text('ar', 'ui.pager.previous') }).querySelector('.anticon-right')).not.toBeNull();
    expect(screen.getByRole('button', { name: text('ar', 'ui.pager.next') }).querySelector('.anticon-left')).not.toBeNull();
    expect(screen.getByRole('button', { name: text('ar', 'ui.pager.first') }).querySelector('.anticon-double-right')).not.toBeNull();
  });
});
