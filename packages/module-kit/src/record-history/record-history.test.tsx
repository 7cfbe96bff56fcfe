import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { HistoryEntry } from '@mk/contracts';
import { fakeApi } from '../testing/fake-api';
import { fail, ok } from '../testing/fake-server';
import { renderWithProviders } from '../testing/render-with-providers';
import { testAdmin } from '../testing/test-text';
import { RecordHistory } from './record-history';

const ID = '6f1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d0001';
const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  at: '2026-11-28T09:05:00.000Z',
  actor: { sys_id: 'adm-1', name: 'Adam Admin', role: 'ADMIN' },
  action: 'update',
  changes: [],
  ...overrides,
});

const render = (locale: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <RecordHistory
      entityType="appointment"
      id={ID}
      fieldLabels={{ status: 'ui.facilityStatus.active' }}
      valueLabels={{ status: { confirmed: { en: 'Confirmed', ar: 'مؤكد' }, pending: { en: 'Pending', ar: 'قيد الانتظار' } } }}
    />,
    { user: testAdmin, locale },
  );

describe('RecordHistory', () => {
  it('shows codes by their labels, times on Riyadh\'s clock, unknown actions and fields as codes, and a removed account plainly', async () => {
    fakeApi({
      getRecordHistory: ok({
        count: 2,
        rows: [
          entry({ action: 'reschedule_appointment', actor: { sys_id: 'gone', name: null, role: 'PIC' }, changes: [{ field: 'starts_at', old: '2026-12-01T06:00:00.000Z', new: '2026-12-02T07:30:00.000Z' }] }),
          entry({
            action: 'update',
            changes: [
              { field: 'status', old: 'pending', new: 'confirmed' },
              { field: 'tags', old: ['VIP'], new: ['VIP', 'Night'] },
              { field: 'city', old: 'RIYADH', new: 'JEDDAH' },
            ],
          }),
        ],
      }),
    });
    render();
    await screen.findByText(/Other change \(reschedule_appointment\)/);
    // 06:00 UTC is 09:00 AM in Riyadh.
    expect(document.body).toHaveTextContent('starts_at: 01-12-2026 09:00 AM → 02-12-2026 10:30 AM');
    expect(document.body).toHaveTextContent('An account no longer on record (Person in charge)');
    expect(document.body).toHaveTextContent('Active: Pending → Confirmed');
    expect(document.body).toHaveTextContent('tags: VIP → VIP, Night');
    expect(document.body).toHaveTextContent('28-11-2026 12:05 PM');
    // A city by the contract's label, never its code.
    expect(document.body).toHaveTextContent('city: Riyadh → Jeddah');
  });

  it('pages twenty at a time, asking the server for the page chosen', async () => {
    const server = fakeApi({ getRecordHistory: (call) => ok({ count: 45, rows: [entry({ changes: [{ field: 'page', old: null, new: String(call.query.page) }] })] }) });
    render();
    await waitFor(() => expect(document.body).toHaveTextContent('page: 1'));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(document.body).toHaveTextContent('page: 2'));
    expect(server.callsTo('getRecordHistory').map((call) => call.query)).toEqual([
      { page: '1', limit: '20' },
      { page: '2', limit: '20' },
    ]);
  });

  it('says so when nothing was recorded, and when the history cannot be read, in Arabic', async () => {
    const server = fakeApi({ getRecordHistory: ok({ count: 0, rows: [] }) });
    render('ar');
    await screen.findByText('لا توجد تغييرات مسجلة بعد');
    server.use({ getRecordHistory: fail(403, 'Forbidden', 'auth.forbidden') });
    const { unmount } = render('ar');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('تعذر تحميل السجل'));
    unmount();
  });
});
