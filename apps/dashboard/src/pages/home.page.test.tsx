import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fail, ok } from '@mk/module-kit/testing';
import { admin, pic, renderApp } from '../test/render-app';

const COUNTS = { clinics: 2, pharmacies: 1, centers: 0 };
const card = async (title: string) => (await screen.findByText(title, { selector: '.ant-statistic-title, .ant-statistic-title *' })).closest('.ant-card') as HTMLElement;

describe('Home', () => {
  it('shows ADMIN how many facilities wait for approval, each linking to its pending filter', async () => {
    const server = fakeApi({ getPendingFacilityCounts: ok(COUNTS) });
    const { router } = renderApp('/', { user: admin });
    expect(await screen.findByText('Waiting for approval')).toBeInTheDocument();
    await waitFor(async () => expect(within(await card('Clinics')).getByText('2')).toBeInTheDocument());
    expect(within(await card('Pharmacies')).getByText('Review the one waiting')).toHaveAttribute('href', '/pharmacy?status=pending');
    expect(within(await card('Clinics')).getByText('Review the 2 waiting')).toHaveAttribute('href', '/clinics?status=pending');
    expect(within(await card('Centers')).getByText('None waiting')).toHaveAttribute('href', '/centers?status=pending');
    expect(server.callsTo('getPendingFacilityCounts')[0].path).toBe('/api/administrator-read/pending-facilities');
    fireEvent.click(within(await card('Pharmacies')).getByText('Review the one waiting'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
  });

  it('says so when the counts cannot be read', async () => {
    fakeApi({ getPendingFacilityCounts: fail(500, 'Database unavailable') });
    renderApp('/', { user: admin });
    expect(await screen.findByText('The facilities waiting for approval could not be counted: Database unavailable')).toBeInTheDocument();
  });

  it('shows a PIC no counts and asks nothing', async () => {
    const server = fakeApi({});
    renderApp('/', { user: pic });
    expect(await screen.findByText('Welcome to the EMR dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for approval')).not.toBeInTheDocument();
    expect(server.callsTo('getPendingFacilityCounts')).toHaveLength(0);
  });

  it('is in Arabic', async () => {
    fakeApi({ getPendingFacilityCounts: ok(COUNTS) });
    renderApp('/', { user: admin, locale: 'ar' });
    expect(await screen.findByText('بانتظار الموافقة')).toBeInTheDocument();
    expect(await screen.findByText('مراجعة المنتظرة (2)')).toHaveAttribute('href', '/clinics?status=pending');
  });
});
