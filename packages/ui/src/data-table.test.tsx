import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TagSearchItem } from '@mk/contracts';
import { DataTable } from './data-table';
import { renderIn, text } from './test-providers';

interface Row {
  sys_id: string;
  name: string;
}

const ROWS: Row[] = [
  { sys_id: 'p1', name: 'Heart check' },
  { sys_id: 'p2', name: 'Dental care' },
  { sys_id: 'p3', name: 'Eye exam' },
];
const COLUMNS = [{ title: 'Package Title', dataIndex: 'name', key: 'name' }];
const TAGS: TagSearchItem[] = [{ id: 7, name: 'Summer', name_ar: null }];
const rowKey = (row: Row) => row.sys_id;

const select = (id: string) => fireEvent.click(screen.getByRole('checkbox', { name: `Select row ${id}` }));

describe('DataTable', () => {
  it('shows rows in a compact table', () => {
    renderIn('en', <DataTable rowKey={rowKey} columns={COLUMNS} dataSource={ROWS} />);
    expect(screen.getByRole('columnheader', { name: 'Package Title' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Dental care' })).toBeInTheDocument();
    expect(document.querySelector('.ant-table-small')).not.toBeNull();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('has loading, empty and error states, the error with a retry', () => {
    const onRetry = jest.fn();
    const { rerender } = renderIn('en', <DataTable rowKey={rowKey} columns={COLUMNS} dataSource={[]} loading />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(<DataTable rowKey={rowKey} columns={COLUMNS} dataSource={[]} emptyText="No packages yet: create one" />);
    expect(screen.getByText('No packages yet: create one')).toBeInTheDocument();
    rerender(<DataTable rowKey={rowKey} columns={COLUMNS} dataSource={[]} />);
    expect(screen.getByText('No records to show')).toBeInTheDocument();
    rerender(<DataTable rowKey={rowKey} columns={COLUMNS} dataSource={[]} error="Could not load packages" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load packages');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  describe('bulk actions', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    const bulk = (overrides = {}) => ({
      entityType: 'PACKAGE' as const,
      searchTags: jest.fn().mockResolvedValue(TAGS),
      onAssignTags: jest.fn().mockResolvedValue(undefined),
      ...overrides,
    });

    it('assigns tags to the selected rows, says so and clears the selection', async () => {
      const actions = bulk();
      renderIn('en', <DataTable rowKey={rowKey} columns={COLUMNS} dataSource={ROWS} bulk={actions} />);
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
      select('p1');
      select('p3');
      const box = screen.getByRole('region', { name: 'Bulk actions' });
      expect(within(box).getByRole('status')).toHaveTextContent('2 selected');

      fireEvent.click(within(box).getByRole('button', { name: 'Assign Tags' }));
      fireEvent.change(within(box).getByRole('combobox'), { target: { value: 'summer' } });
      await act(async () => jest.advanceTimersByTime(500));
      fireEvent.click(within(box).getByRole('button', { name: 'Add tag' }));
      fireEvent.click(within(box).getByRole('button', { name: 'Apply tags' }));
      await act(async () => jest.advanceTimersByTime(100));

      expect(actions.onAssignTags).toHaveBeenCalledWith(['p1', 'p3'], [7]);
      expect(screen.getByText('Tags applied successfully')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Select row p1' })).not.toBeChecked();
    });

    it("reports a failed assignment as 'Error adding tags: {error}' and keeps the selection", async () => {
      const actions = bulk({ onAssignTags: jest.fn().mockRejectedValue(new Error('Forbidden')) });
      renderIn('en', <DataTable rowKey={rowKey} columns={COLUMNS} dataSource={ROWS} bulk={actions} />);
      select('p2');
      fireEvent.click(screen.getByRole('button', { name: 'Assign Tags' }));
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Summer' } });
      await act(async () => jest.advanceTimersByTime(500));
      fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
      fireEvent.click(screen.getByRole('button', { name: 'Apply tags' }));
      await act(async () => jest.advanceTimersByTime(100));
      expect(screen.getByText('Error adding tags: Forbidden')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Select row p2' })).toBeChecked();
    });

    it('deletes after confirming, reports the count and clears the selection', async () => {
      const onDelete = jest.fn().mockResolvedValue(undefined);
      renderIn('en', <DataTable rowKey={rowKey} columns={COLUMNS} dataSource={ROWS} bulk={bulk({ onDelete })} />);
      select('p1');
      select('p2');
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('The 2 selected record(s) can be restored from the Trash for 30 days. Are you sure you want to delete them?');
      expect(onDelete).not.toHaveBeenCalled();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await act(async () => jest.advanceTimersByTime(100));
      expect(onDelete).toHaveBeenCalledWith(['p1', 'p2']);
      expect(screen.getByText('Deleted 2 record(s) successfully')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument());
    });

    it("answers Delete with 'Feature not implemented yet' when the domain has no delete", async () => {
      renderIn('en', <DataTable rowKey={rowKey} columns={COLUMNS} dataSource={ROWS} bulk={bulk()} />);
      select('p1');
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
      await act(async () => jest.advanceTimersByTime(100));
      expect(screen.getByText('Feature not implemented yet')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('speaks Arabic in rtl', async () => {
      const onDelete = jest.fn().mockResolvedValue(undefined);
      renderIn('ar', <DataTable rowKey={rowKey} columns={COLUMNS} dataSource={ROWS} bulk={bulk({ onDelete })} />);
      fireEvent.click(screen.getByRole('checkbox', { name: text('ar', 'ui.dataTable.selectRow', { key: 'p3' }) }));
      const box = screen.getByRole('region', { name: text('ar', 'ui.bulk.label') });
      expect(within(box).getByRole('status')).toHaveTextContent(text('ar', 'ui.bulk.selected', { n: 1 }));
      fireEvent.click(within(box).getByRole('button', { name: text('ar', 'ui.bulk.delete') }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: text('ar', 'ui.bulk.delete') }));
      await act(async () => jest.advanceTimersByTime(100));
      expect(screen.getByText(text('ar', 'ui.bulk.deleted', { n: 1 }))).toBeInTheDocument();
      expect(document.querySelector('.ant-table-wrapper-rtl')).not.toBeNull();
    });
  });
});
