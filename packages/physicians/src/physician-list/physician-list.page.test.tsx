import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, callsTo, removeRow, searchWith } from '@mk/module-kit/testing';
import { admin, makePhysician, OMAR, physicianServer, renderPhysicianPage, text } from '../test/physician-test-kit';
import PhysicianListPage from './physician-list.page';

const SARA = makePhysician();

type Requests = ReturnType<typeof physicianServer>['requests'];
const lastQuery = (requests: Requests) => Object.fromEntries(callsTo(requests, '/api/doctor-read/v2').at(-1)!.url.searchParams);

function renderList(options: { route?: string; locale?: 'en' | 'ar' } = {}) {
  return renderPhysicianPage(<PhysicianListPage />, {
    user: admin,
    locale: options.locale,
    path: 'physicians',
    route: options.route ?? '/physicians',
  });
}

// Queries by text and label: computing accessible names of an antd table is slow in jsdom.

describe('physician list', () => {
  it('shows the table, then sends the filters to doctor-read/v2 and puts them in the URL', async () => {
    const { requests } = physicianServer({ physicians: [SARA, OMAR] });
    const { router } = renderList({ route: '/physicians?page=2' });
    expect(await screen.findByText('Omar Hassan')).toBeInTheDocument();
    expect(screen.getByLabelText('Breadcrumb')).toHaveTextContent('Physicians');
    expect(screen.getByText('Shifa Clinic')).toBeInTheDocument();
    expect(screen.getByText('https://example.com/sara-ali').closest('a')).toHaveAttribute('href', 'https://example.com/sara-ali');
    expect(lastQuery(requests)).toEqual({ page: '2', limit: '10' });

    await searchWith({
      'Physician name': 'omar',
      Specialization: { choose: 'Dentistry' },
      'Consultation type': { choose: 'Walk-in' },
      Clinic: { search: 'noor', pick: 'Noor Clinic' },
    });

    await waitFor(() =>
      expect(router.state.location.search).toBe('?name=omar&specialization=DENTISTRY&consultationType=walkin&clinic=c1&clinicName=Noor+Clinic'),
    );
    await waitFor(() =>
      expect(lastQuery(requests)).toEqual({
        page: '1',
        limit: '10',
        name: 'omar',
        specialization: 'DENTISTRY',
        consultationType: 'walkin',
        clinic: 'c1',
      }),
    );
    expect(callsTo(requests, '/api/clinic-read/clinics')[0].url.searchParams.get('name')).toBe('noor');
  });

  it('Clear empties the filters, the URL and the query', async () => {
    const { requests } = physicianServer();
    const { router } = renderList({ route: '/physicians?name=sara&consultationType=online&page=3' });
    await screen.findByText('Sara Ali');
    expect(screen.getByLabelText('Physician name')).toHaveValue('sara');
    fireEvent.click(button('Clear'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery(requests)).toEqual({ page: '1', limit: '10' }));
    expect(screen.getByLabelText('Physician name')).toHaveValue('');
  });

  it('removes the chosen physician after the confirmation, and opens the schedule editor', async () => {
    const { requests } = physicianServer({ physicians: [SARA, OMAR] });
    const { router } = renderList();
    await screen.findByText('Omar Hassan');
    await removeRow({
      row: 'Omar Hassan',
      action: 'Remove Physician',
      says: [
        'The physician can be restored from the Trash for 30 days; until then they will not be allowed to use the application nor be listed in the patient app.',
        'Are you sure you want to delete physician Omar Hassan?',
      ],
      done: 'Physician: Omar Hassan ... has been deleted',
    });
    expect(callsTo(requests, `/api/doctor-write/${OMAR.sys_id}`, 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Omar Hassan')).not.toBeInTheDocument());

    fireEvent.click(screen.getByLabelText('Actions for Sara Ali'));
    fireEvent.click(await screen.findByText('Update Schedule'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/physicians/update-schedule/${SARA.sys_id}`));
  });

  it('shows names, clinics, tags and headers in Arabic', async () => {
    physicianServer({ physicians: [{ ...SARA, tags: [{ id: 5, name: 'Pediatrics', name_ar: 'طب الأطفال' }] }] });
    renderList({ locale: 'ar' });
    expect(await screen.findByText('سارة علي')).toBeInTheDocument();
    expect(screen.getByText('عيادة النور')).toBeInTheDocument();
    expect(screen.getByText('طب الأطفال').closest('tr')).toHaveTextContent('سارة علي');
    const headers = Array.from(document.querySelectorAll('thead th'), (header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining([text('ar', 'physicians.list.columns.name'), text('ar', 'physicians.list.columns.clinic')]));
    expect(screen.getByLabelText(text('ar', 'physicians.list.filters.name'))).toBeInTheDocument();
  });
});
