import { fireEvent, screen } from '@testing-library/react';
import { LoadFailed } from './load-failed';
import { renderIn, text } from './test-providers';

describe('LoadFailed', () => {
  it("says what failed and why, in the user's language, and loads again on Retry", () => {
    const onRetry = jest.fn();
    renderIn('ar', <LoadFailed title="تعذر تحميل الطلب." error={{ status: 404, message: 'Order not found' }} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('تعذر تحميل الطلب.');
    expect(screen.getByRole('alert')).toHaveTextContent('Order not found');
    fireEvent.click(screen.getByRole('button', { name: text('ar', 'ui.common.retry') }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry when there is nothing to retry', () => {
    renderIn('en', <LoadFailed title="The pharmacies could not be loaded." description="Try again later." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Try again later.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
