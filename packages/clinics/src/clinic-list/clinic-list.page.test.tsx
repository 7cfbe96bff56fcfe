import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import type { Clinic } from '@mk/contracts';
import { button, callsTo, findDialog, removeRow, searchWith } from '@mk/module-kit/testing';
import { admin, clinicPic, clinicServer, makeClinic, renderClinicPage, text } from '../test/clinic-test-kit';
import ClinicListPage from './clinic-list.page';
import { useClinicActions } from './use-clinic-actions';

const NOOR = makeClinic();
const SHIFA = makeClinic({
  sys_id: '6f1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d0002',
  registered_clinic_name: 'Shifa Clinic',
  registered_clinic_name_arabic: 'عيادة الشفاء',
  specialization: 'PEDIATRICS_NEWBORN',
  path: 'shifa-clinic',
  tags: [{ id: 1, name: 'VIP', name_ar: 'كبار الشخصيات' }],
});

const listCalls = (requests: ReturnType<typeof clinicServer>['requests']) => callsTo(requests, '/api/clinic-read/clinics');
const lastQuery = (requests: ReturnType<typeof clinicServer>['requests']) => Object.fromEntries(listCalls(requests).at(-1)!.url.searchParams);

function renderList(options: { user?: typeof admin; route?: string; locale?: 'en' | 'ar' } = {}) {
  return renderClinicPage(<ClinicListPage />, {
    user: options.user ?? admin,
    locale: options.locale,
    path: 'clinics',
    route: options.route ?? '/clinics',
  });
}

// Queries by text and label where they can: computing every accessible name of a big antd table
// takes seconds in jsdom.
const findLink = async (name: string) => (await screen.findByText(name, { selector: 'a, a *' })).closest('a')!;
const getLink = (name: string) => screen.getByText(name, { selector: 'a, a *' }).closest('a')!;



describe('clinic list for ADMIN', () => {
  it('exports the filters shown, every page, in the chosen format and the page language', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:clinics');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { server } = clinicServer({ clinics: [NOOR] });
    renderList({ route: '/clinics?city=RIYADH&page=2', locale: 'ar' });
    fireEvent.click(await screen.findByRole('button', { name: 'تصدير' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /XLSX/ }));
    await screen.findByText('تم تنزيل clinics-2026-11-29.csv');
    expect(server.callsTo('exportList').map((call) => call.query)).toEqual([{ format: 'xlsx', lang: 'ar', city: 'RIYADH' }]);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('shows the breadcrumb, subtitle, filter box, register button and the table of clinics', async () => {
    clinicServer({ clinics: [NOOR, SHIFA] });
    renderList();
    expect(await findLink('Shifa Clinic')).toHaveAttribute('href', `/clinics/profile/${SHIFA.sys_id}`);
    expect(screen.getByLabelText('Breadcrumb')).toHaveTextContent('Clinics');
    expect(screen.getByText('List of clinics')).toBeInTheDocument();
    expect(screen.getByLabelText('Filter clinics')).toBeInTheDocument();
    expect(screen.getByText('Register a New Clinic')).toBeInTheDocument();
    const headers = Array.from(document.querySelectorAll('thead th'), (header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['ID', 'Clinic Name', 'Clinic Profile Link', 'Specialization', 'Actions']));
    expect(getLink('https://example.com/noor-clinic')).toHaveAttribute('href', 'https://example.com/noor-clinic');
    expect(screen.getByText('Pediatrics & Newborn')).toBeInTheDocument();
    const row = getLink('Shifa Clinic').closest('tr')!;
    expect(within(row).getByText('…0002')).toBeInTheDocument();
    expect(within(row).getByText('VIP')).toBeInTheDocument();
    // Two rows: no pager page beyond 1, but the pager shows since the count is above 0.
    expect(screen.getByLabelText('Pages')).toBeInTheDocument();
  });

  it('puts the filters in the URL and the request, and Search goes back to page 1', async () => {
    const { requests } = clinicServer({ clinics: [NOOR] });
    const { router } = renderList({ route: '/clinics?page=3' });
    await findLink('Noor Clinic');
    expect(lastQuery(requests)).toEqual({ page: '3', limit: '10' });

    await searchWith({
      'Clinic name': 'noor',
      City: { choose: 'Jeddah' },
      Specialization: { choose: 'Dentistry' },
      Tags: { search: 'den', pick: 'Dental Care' },
    });

    await waitFor(() => expect(router.state.location.search).toBe('?name=noor&city=JEDDAH&specialization=DENTISTRY&tags=2'));
    await waitFor(() =>
      expect(lastQuery(requests)).toEqual({ page: '1', limit: '10', name: 'noor', city: 'JEDDAH', specialization: 'DENTISTRY', tags: '2' }),
    );
    expect(callsTo(requests, '/api/tags-read/search-tags')[0].url.searchParams.get('search')).toBe('den');
  });

  it('restores the filters shown in the box when going Back', async () => {
    clinicServer({ clinics: [NOOR] });
    const { router } = renderList({ route: '/clinics?name=noor&city=RIYADH' });
    await findLink('Noor Clinic');
    expect(screen.getByLabelText('Clinic name')).toHaveValue('noor');
    await searchWith({ 'Clinic name': 'shifa' });
    await waitFor(() => expect(router.state.location.search).toBe('?name=shifa&city=RIYADH'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Clinic name')).toHaveValue('noor'));
    expect(screen.getByText('Riyadh')).toBeInTheDocument();
  });

  it('Clear resets the filters and reloads the list', async () => {
    const { requests } = clinicServer({ clinics: [NOOR] });
    const { router } = renderList({ route: '/clinics?name=noor&page=2' });
    await findLink('Noor Clinic');
    fireEvent.click(button('Clear'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery(requests)).toEqual({ page: '1', limit: '10' }));
    expect(screen.getByLabelText('Clinic name')).toHaveValue('');
    // With no filter set or typed, Search and Clear have nothing to do.
    expect(button('Clear')).toBeDisabled();
    expect(button('Search')).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Clinic name'), { target: { value: 'sh' } });
    expect(button('Search')).toBeEnabled();
    expect(button('Clear')).toBeEnabled();
  });

  it('changes page through the pager and the URL', async () => {
    const many = Array.from({ length: 10 }, (_, i) => makeClinic({ sys_id: `c-${i}`, registered_clinic_name: `Clinic ${i}`, path: `c-${i}` }));
    const { requests } = clinicServer({
      overrides: (request) =>
        request.url.pathname === '/api/clinic-read/clinics' ? { body: { result: 'ok', message: '', payload: { count: 25, rows: many } } } : undefined,
    });
    const { router } = renderList();
    await findLink('Clinic 0');
    fireEvent.click(screen.getByLabelText('Page 3'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(lastQuery(requests)).toEqual({ page: '3', limit: '10' }));
  });

  it('deletes the chosen clinic after the confirmation in the spec words', async () => {
    const { requests } = clinicServer({ clinics: [NOOR, SHIFA] });
    renderList();
    await findLink('Shifa Clinic');
    await removeRow({
      row: 'Shifa Clinic',
      action: 'Remove clinic',
      says: [
        'The clinic can be restored from the Trash for 30 days; until then it will not be allowed to use the application nor be listed in the patient app.',
        'Are you sure you want to delete clinic Shifa Clinic?',
      ],
      done: 'clinic :Shifa Clinic ... has been deleted',
    });
    expect(callsTo(requests, `/api/clinic-write/${SHIFA.sys_id}`, 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Shifa Clinic', { selector: 'a, a *' })).not.toBeInTheDocument());
    expect(getLink('Noor Clinic')).toBeInTheDocument();
  });

  it('opens the profile and the update form (with the clinic as navigation state)', async () => {
    clinicServer({ clinics: [NOOR] });
    const { router } = renderList();
    await findLink('Noor Clinic');
    fireEvent.click(screen.getByLabelText('Actions for Noor Clinic'));
    fireEvent.click(await screen.findByText('Update information'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/clinics/update/${NOOR.sys_id}`));
    expect((router.state.location.state as { clinic: Clinic }).clinic.sys_id).toBe(NOOR.sys_id);
    await act(() => router.navigate(-1));
    fireEvent.click(await screen.findByLabelText('Actions for Noor Clinic'));
    fireEvent.click(await screen.findByText('View Information'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/clinics/profile/${NOOR.sys_id}`));
  });

  it('tags the selected clinics in bulk and clears the selection', async () => {
    const { requests } = clinicServer({ clinics: [NOOR, SHIFA] });
    renderList();
    await findLink('Shifa Clinic');
    fireEvent.click(screen.getByLabelText(`Select row ${NOOR.sys_id}`));
    fireEvent.click(screen.getByLabelText(`Select row ${SHIFA.sys_id}`));
    const box = screen.getByLabelText('Bulk actions');
    fireEvent.click(within(box).getByRole('button', { name: 'Assign Tags' }));
    fireEvent.change(within(box).getByRole('combobox'), { target: { value: 'night' } });
    fireEvent.click(await screen.findByTitle('Night Shift'));
    fireEvent.click(within(box).getByRole('button', { name: 'Apply tags' }));
    expect(await screen.findByText('Tags applied successfully')).toBeInTheDocument();
    expect(callsTo(requests, '/api/tags-write/assign-tag', 'POST')[0].body).toEqual([
      { entity_sys_id: NOOR.sys_id, entity_type: 'CLINIC', tag_id: 3 },
      { entity_sys_id: SHIFA.sys_id, entity_type: 'CLINIC', tag_id: 3 },
    ]);
    await waitFor(() => expect(screen.queryByLabelText('Bulk actions')).not.toBeInTheDocument());
    expect(screen.getByLabelText(`Select row ${NOOR.sys_id}`)).not.toBeChecked();
  });

  it("reports a refused tag assignment with the server's reason", async () => {
    clinicServer({
      clinics: [NOOR],
      overrides: (request) =>
        request.url.pathname === '/api/tags-write/assign-tag'
          ? { status: 400, body: { result: 'error', message: 'tag "VIP" is inactive', payload: null } }
          : undefined,
    });
    renderList();
    fireEvent.click(await screen.findByLabelText(`Select row ${NOOR.sys_id}`));
    const box = screen.getByLabelText('Bulk actions');
    fireEvent.click(within(box).getByRole('button', { name: 'Assign Tags' }));
    fireEvent.change(within(box).getByRole('combobox'), { target: { value: 'vip' } });
    fireEvent.click(await screen.findByTitle('VIP'));
    fireEvent.click(within(box).getByRole('button', { name: 'Apply tags' }));
    expect(await screen.findByText('Error adding tags: tag "VIP" is inactive')).toBeInTheDocument();
  });

  it('deletes the selected clinics in bulk after confirmation', async () => {
    const { requests } = clinicServer({ clinics: [NOOR, SHIFA] });
    renderList();
    fireEvent.click(await screen.findByLabelText(`Select row ${NOOR.sys_id}`));
    fireEvent.click(screen.getByLabelText(`Select row ${SHIFA.sys_id}`));
    fireEvent.click(within(screen.getByLabelText('Bulk actions')).getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted 2 record(s) successfully')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      `/api/clinic-write/${NOOR.sys_id}`,
      `/api/clinic-write/${SHIFA.sys_id}`,
    ]);
    expect(await screen.findByText('No clinics yet. Register a new clinic to see it here.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Pages')).not.toBeInTheDocument();
  });

  it("shows a load failure in a banner that clears after 3 seconds, and the table's retry", async () => {
    const { requests } = clinicServer({
      overrides: (request) =>
        request.url.pathname === '/api/clinic-read/clinics'
          ? { status: 500, body: { result: 'error', message: 'Database unavailable', payload: null } }
          : undefined,
    });
    renderList();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByText('The clinics could not be loaded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument(), { timeout: 4000 });
    const before = listCalls(requests).length;
    fireEvent.click(button('Retry'));
    await waitFor(() => expect(listCalls(requests).length).toBe(before + 1));
  });
});

describe('clinic list for a clinic PIC', () => {
  it('uses the paged endpoint with page and limit only, without filter box or register button', async () => {
    const { requests } = clinicServer({ clinics: [NOOR] });
    renderList({ user: clinicPic, route: '/clinics?name=ignored' });
    await findLink('Noor Clinic');
    expect(callsTo(requests, '/api/clinic-read/')[0].path).toBe('/api/clinic-read/?page=1&limit=10');
    expect(listCalls(requests)).toHaveLength(0);
    expect(screen.queryByLabelText('Filter clinics')).not.toBeInTheDocument();
    expect(screen.queryByText('Register a New Clinic')).not.toBeInTheDocument();
  });

  it('says so when the PIC has no clinic', async () => {
    clinicServer({ clinics: [] });
    renderList({ user: clinicPic });
    expect(await screen.findByText('You have no clinics yet. Ask an administrator to register yours.')).toBeInTheDocument();
  });
});

describe('clinic list in Arabic', () => {
  it('is right-to-left with Arabic headers, names and specialization labels', async () => {
    clinicServer({ clinics: [NOOR, SHIFA] });
    renderList({ locale: 'ar' });
    expect(await findLink('عيادة الشفاء')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText(text('ar', 'clinics.list.subtitle'))).toBeInTheDocument();
    expect(Array.from(document.querySelectorAll('thead th'), (header) => header.textContent)).toContain(text('ar', 'clinics.list.columns.name'));
    expect(screen.getByText('طب الأطفال وحديثي الولادة')).toBeInTheDocument();
    expect(within(getLink('عيادة الشفاء').closest('tr')!).getByText('كبار الشخصيات')).toBeInTheDocument();
    expect(screen.getByLabelText(text('ar', 'clinics.list.filters.city'))).toBeInTheDocument();
    expect(document.querySelector('.ant-table-wrapper-rtl')).not.toBeNull();
  });
});

describe('clinic row actions', () => {
  function Probe({ clinic }: { clinic: Clinic }) {
    const run = useClinicActions(() => undefined);
    return <Button onClick={() => run('archive', clinic)}>run</Button>;
  }

  it('answers an action this version does not know', async () => {
    clinicServer();
    renderClinicPage(<Probe clinic={NOOR} />, { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'run' }));
    expect(await screen.findByText('Clinics: archive has not been implemented in this version')).toBeInTheDocument();
  });
});
