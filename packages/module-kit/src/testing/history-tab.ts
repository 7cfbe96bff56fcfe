import { fireEvent, screen, within } from '@testing-library/react';
import { callsTo } from './domain-kit';
import type { FakeRequest } from './fake-server';

/**
 * Opens a details page's History tab, in Arabic (@mk/ui's word for it: السجل), and returns its panel
 * once `shown` is in it: the history is asked for only when the tab opens, and once.
 */
export async function openHistoryTab(requests: FakeRequest[], entityType: string, id: string, shown: string): Promise<HTMLElement> {
  const path = `/api/audit-read/history/${entityType}/${id}`;
  const tab = await screen.findByRole('tab', { name: 'السجل' });
  expect(callsTo(requests, path)).toHaveLength(0);
  fireEvent.click(tab);
  const panel = await screen.findByRole('tabpanel', { name: 'السجل' });
  await within(panel).findAllByText(shown);
  expect(callsTo(requests, path)).toHaveLength(1);
  return panel;
}
