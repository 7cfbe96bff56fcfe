import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HistoryEntry } from '@mk/contracts';
import { fakeApi } from '../testing/fake-api';
import { ok } from '../testing/fake-server';
import { renderWithProviders } from '../testing/render-with-providers';
import { testAdmin } from '../testing/test-text';
import { RecordHistoryButton } from './history-button';

const ID = '6f1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d0002';
const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  at: '2026-11-28T09:05:00.000Z',
  actor: { sys_id: 'adm-1', name: 'Adam Admin', role: 'ADMIN' },
  action: 'update',
  changes: [],
  ...overrides,
});

const render = (locale: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <RecordHistoryButton
      entityType="promo_code"
      id={ID}
      label="History of SAVE10"
      title="SAVE10"
      fieldLabels={{ discount: 'ui.history.detailsTab' }}
      valueFormats={{ discount: (value) => `${Number(value) * 100} %`, untouched: () => undefined }}
      actionLabels={{ login: 'ui.history.action.restore' }}
    />,
    { user: testAdmin, locale },
  );

describe('RecordHistoryButton', () => {
  it('reads the history only when opened, in a drawer that words values and actions as the page says, and closes on Escape, back to the button', async () => {
    const server = fakeApi({
      getRecordHistory: ok({
        count: 2,
        rows: [
          entry({ action: 'login', changes: [{ field: 'untouched', old: 'a', new: 'b' }] }),
          entry({ action: 'create', changes: [{ field: 'discount', old: null, new: 0.15 }] }),
        ],
      }),
    });
    render();
    const opener = await screen.findByRole('button', { name: 'History of SAVE10' });
    expect(opener).toHaveTextContent('History');
    expect(server.callsTo('getRecordHistory')).toHaveLength(0);
    opener.focus();
    fireEvent.click(opener);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('SAVE10')).toBeInTheDocument();
    await within(drawer).findByText('Restored');
    // Newest first: the page's own action word, then the creation with the page's formatted value.
    expect(drawer).toHaveTextContent('untouched: a → b');
    expect(drawer).toHaveTextContent('Details: 15 %');
    expect(drawer.textContent!.indexOf('Restored')).toBeLessThan(drawer.textContent!.indexOf('Created'));
    expect(server.callsTo('getRecordHistory')[0].url.pathname).toBe(`/api/audit-read/history/promo_code/${ID}`);
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(opener).toHaveAttribute('aria-expanded', 'false'));
    // The focus goes back to the button that opened it.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('opens at the start of an Arabic page (the left)', async () => {
    fakeApi({ getRecordHistory: ok({ count: 0, rows: [] }) });
    render('ar');
    fireEvent.click(await screen.findByRole('button', { name: 'History of SAVE10' }));
    await within(await screen.findByRole('dialog')).findByText('لا توجد تغييرات مسجلة بعد');
    expect(document.querySelector('.ant-drawer-left')).not.toBeNull();
  });
});
