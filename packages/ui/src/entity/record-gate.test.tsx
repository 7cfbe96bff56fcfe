import { fireEvent, screen } from '@testing-library/react';
import { renderIn, text } from '../test-providers';
import { RecordGate } from './record-gate';

const gate = (entity: Parameters<typeof RecordGate<{ name: string }>>[0]['entity'], locale: 'en' | 'ar' = 'en') =>
  renderIn(
    locale,
    <RecordGate entity={entity} loadFailed={() => ({ title: 'Could not load', description: 'Network down' })}>
      {(record) => <p>Record {record.name}</p>}
    </RecordGate>,
  );

describe('RecordGate', () => {
  it('shows the record once there is one', () => {
    gate({ record: { name: 'Noor' }, isLoading: false, refetch: jest.fn() });
    expect(screen.getByText('Record Noor')).toBeInTheDocument();
  });

  it('offers Retry after a failed load', () => {
    const refetch = jest.fn();
    gate({ isLoading: false, error: { status: 500 }, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    fireEvent.click(screen.getByText('Retry').closest('button')!);
    expect(refetch).toHaveBeenCalled();
  });

  it("says 'Not Found' in the user's language when the server has no such record", () => {
    gate({ isLoading: false, refetch: jest.fn() }, 'ar');
    expect(screen.getByText(text('ar', 'ui.entity.notFound'))).toBeInTheDocument();
  });
});
