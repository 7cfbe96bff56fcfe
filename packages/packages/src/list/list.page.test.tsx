import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, callsTo, fail, findDialog, removeRow, searchWith } from '@mk/module-kit/testing';
import { admin, makePackage, packageServer, pic, renderPackagePage, text } from '../test/package-test-kit';
import PackageListPage from './list.page';

const CHECKUP = makePackage({ tags: [{ id: 1, name: 'VIP', name_ar: 'كبار الشخصيات' }] });
const DENTAL = makePackage({ sys_id: '7a000000-0000-4000-8000-000000000002', title: 'Dental Cleaning Offer', package_type: 'DENTAL' });

type Requests = ReturnType<typeof packageServer>['requests'];
const adminCalls = (requests: Requests) => callsTo(requests, '/api/promotion-read/admin');
const lastQuery = (requests: Requests) => Object.fromEntries(adminCalls(requests).at(-1)!.url.searchParams);

function renderList(options: { user?: typeof admin; route?: string; locale?: 'en' | 'ar' } = {}) {
  return renderPackagePage(<PackageListPage />, { user: options.user ?? admin, locale: options.locale, path: 'packages', route: options.route ?? '/packages' });
}

// Queries by text and label: computing accessible names over big antd trees is slow in jsdom.
const findLink = async (name: string) => (await screen.findByText(name, { selector: 'a, a *' })).closest('a')!;
const selectedIn = (label: string) => screen.getByLabelText(label).closest('.ant-select')!.querySelector('.ant-select-content')?.getAttribute('title') ?? '';

describe('package list for ADMIN', () => {
  it('shows the title, Create Package, and the table of ID, Package Title (with tags) and Actions', async () => {
    packageServer({ packages: [CHECKUP, DENTAL] });
    renderList();
    expect(await findLink('Full Body Check-up')).toHaveAttribute('href', `/packages/details/${CHECKUP.sys_id}`);
    expect(screen.getByText('Create Package')).toBeInTheDocument();
    expect(Array.from(document.querySelectorAll('thead th'), (header) => header.textContent)).toEqual(expect.arrayContaining(['ID', 'Package Title', 'Actions']));
    expect(within((await findLink('Full Body Check-up')).closest('tr')!).getByText('VIP')).toBeInTheDocument();
    expect(screen.getByLabelText('Pages')).toBeInTheDocument();
  });

  it('keeps Search and Clear disabled until a filter is set, and searches from page 1 with the filters', async () => {
    const { requests } = packageServer({ packages: [CHECKUP] });
    const { router } = renderList({ route: '/packages?page=2' });
    await findLink('Full Body Check-up');
    expect(lastQuery(requests)).toEqual({ page: '2', limit: '10' });
    expect(button('Search')).toBeDisabled();
    expect(button('Clear')).toBeDisabled();
    await searchWith({ 'Package title': 'check', Tags: { search: 'vi', pick: 'VIP' } });
    await waitFor(() => expect(router.state.location.search).toBe('?title=check&tags=1'));
    await waitFor(() => expect(lastQuery(requests)).toEqual({ page: '1', limit: '10', title: 'check', tags: '1' }));
  });

  it('picking a center clears the clinic and picking a clinic clears the center; the search sends the one chosen', async () => {
    const { requests } = packageServer({ packages: [CHECKUP] });
    const { router } = renderList();
    await findLink('Full Body Check-up');
    fireEvent.change(screen.getByLabelText('Clinic'), { target: { value: 'noor' } });
    fireEvent.click(await screen.findByTitle('Noor Clinic'));
    expect(selectedIn('Clinic')).toBe('Noor Clinic');
    expect(button('Search')).toBeEnabled();

    fireEvent.mouseDown(screen.getByLabelText('Center'));
    fireEvent.click(await screen.findByTitle('Scan Radiology'));
    expect(selectedIn('Center')).toBe('Scan Radiology');
    expect(selectedIn('Clinic')).toBe('');

    fireEvent.change(screen.getByLabelText('Clinic'), { target: { value: 'dar' } });
    fireEvent.click(await screen.findByTitle('Dar Clinic'));
    expect(selectedIn('Clinic')).toBe('Dar Clinic');
    expect(selectedIn('Center')).toBe('');

    fireEvent.click(button('Search'));
    await waitFor(() => expect(router.state.location.search).toBe('?clinic=c9&clinicName=Dar+Clinic'));
    await waitFor(() => expect(lastQuery(requests)).toEqual({ page: '1', limit: '10', clinicId: 'c9' }));
  });

  it("refuses an Until before From with the spec's message and a half-typed or pre-2020 day, keeping Search disabled and sending no half range", async () => {
    const { requests } = packageServer({ packages: [CHECKUP] });
    const { router } = renderList();
    await findLink('Full Body Check-up');
    const before = adminCalls(requests).length;
    const typeDay = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

    typeDay('From', '10-03-2025');
    typeDay('Until', '01-03-2025');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid date range: from date must be before until date');
    expect(screen.getByLabelText('Until')).toHaveValue('01-03-2025');
    expect(button('Search')).toBeDisabled();
    fireEvent.submit(screen.getByRole('search'));

    typeDay('Until', '01-03-20');
    expect(screen.getByRole('alert')).toHaveTextContent('Type each day as dd-mm-yyyy');
    expect(button('Search')).toBeDisabled();

    typeDay('Until', '20-03-2025');
    typeDay('From', '31-12-2019');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose days from 01-01-2020 on');
    expect(button('Search')).toBeDisabled();
    fireEvent.submit(screen.getByRole('search'));
    expect(adminCalls(requests)).toHaveLength(before);
    expect(router.state.location.search).toBe('');

    typeDay('From', '10-03-2025');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(button('Search'));
    await waitFor(() => expect(lastQuery(requests)).toEqual({ page: '1', limit: '10', from: '2025-03-10', to: '2025-03-20' }));
  });

  it('labels the clinic and center selects and says which one applies', async () => {
    packageServer({ packages: [CHECKUP] });
    renderList({ route: '/packages?center=ce-2&centerName=Scan+Radiology' });
    await findLink('Full Body Check-up');
    expect(screen.getByText('Clinic', { selector: 'label' })).toBeInTheDocument();
    expect(screen.getByText('Center', { selector: 'label' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing the packages of the center Scan Radiology');
    fireEvent.change(screen.getByLabelText('Clinic'), { target: { value: 'noor' } });
    fireEvent.click(await screen.findByTitle('Noor Clinic'));
    expect(screen.getByRole('status')).toHaveTextContent('Showing the packages of the clinic Noor Clinic');
  });

  it('Clear empties the filters and goes back to page 1', async () => {
    const { requests } = packageServer({ packages: [CHECKUP] });
    const { router } = renderList({ route: '/packages?title=check&from=2025-01-01&center=ce-2&centerName=Scan+Radiology&page=3' });
    await findLink('Full Body Check-up');
    expect(lastQuery(requests)).toEqual({ page: '3', limit: '10', title: 'check', from: '2025-01-01', centerId: 'ce-2' });
    expect(screen.getByLabelText('Package title')).toHaveValue('check');
    fireEvent.click(button('Clear'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery(requests)).toEqual({ page: '1', limit: '10' }));
    expect(screen.getByLabelText('Package title')).toHaveValue('');
    expect(button('Search')).toBeDisabled();
  });

  it('deletes a package after the confirmation in the spec words, and says why when the server refuses', async () => {
    const { requests } = packageServer({ packages: [CHECKUP, DENTAL] });
    renderList();
    await findLink('Dental Cleaning Offer');
    await removeRow({
      row: 'Dental Cleaning Offer',
      action: 'Delete package',
      says: ['The package can be restored from the Trash for 30 days; until then it will not be listed in the patient app.', 'Are you sure you want to delete package Dental Cleaning Offer?'],
      done: 'Package Dental Cleaning Offer has been deleted',
    });
    expect(callsTo(requests, '/api/promotion-write/delete-package', 'DELETE').map((request) => request.body)).toEqual([{ ids: [DENTAL.sys_id] }]);
    await waitFor(() => expect(screen.queryByText('Dental Cleaning Offer', { selector: 'a, a *' })).not.toBeInTheDocument());
  });

  it("says 'Error deleting package: {reason}' and keeps the dialog open on a refusal", async () => {
    packageServer({
      packages: [CHECKUP],
      overrides: (request) => (request.url.pathname === '/api/promotion-write/delete-package' ? fail(403, 'Not your package') : undefined),
    });
    renderList();
    await findLink('Full Body Check-up');
    fireEvent.click(screen.getByLabelText('Actions for Full Body Check-up'));
    fireEvent.click(await screen.findByText('Delete package'));
    fireEvent.click(button('Delete', await findDialog()));
    expect(await screen.findByText('Error deleting package: Not your package')).toBeInTheDocument();
    expect(await findDialog()).toHaveTextContent('Are you sure you want to delete package Full Body Check-up?');
  });

  it('deletes the selected packages in one call, all or none', async () => {
    const { requests } = packageServer({ packages: [CHECKUP, DENTAL] });
    renderList();
    fireEvent.click(await screen.findByLabelText(`Select row ${CHECKUP.sys_id}`));
    fireEvent.click(screen.getByLabelText(`Select row ${DENTAL.sys_id}`));
    fireEvent.click(within(screen.getByLabelText('Bulk actions')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await findDialog()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted 2 record(s) successfully')).toBeInTheDocument();
    expect(callsTo(requests, '/api/promotion-write/delete-package', 'DELETE').map((request) => request.body)).toEqual([{ ids: [CHECKUP.sys_id, DENTAL.sys_id] }]);
    expect(await screen.findByText('No packages yet. Create a package to see it here.')).toBeInTheDocument();
  });

  it("says 'Error occurred while deleting packages' when the bulk delete is refused", async () => {
    packageServer({
      packages: [CHECKUP],
      overrides: (request) => (request.url.pathname === '/api/promotion-write/delete-package' ? fail(404, 'Package p9 not found') : undefined),
    });
    renderList();
    fireEvent.click(await screen.findByLabelText(`Select row ${CHECKUP.sys_id}`));
    fireEvent.click(within(screen.getByLabelText('Bulk actions')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await findDialog()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error occurred while deleting packages')).toBeInTheDocument();
  });

  it('tags the selected packages as PACKAGE', async () => {
    const { requests } = packageServer({ packages: [CHECKUP] });
    renderList();
    fireEvent.click(await screen.findByLabelText(`Select row ${CHECKUP.sys_id}`));
    const box = screen.getByLabelText('Bulk actions');
    fireEvent.click(within(box).getByRole('button', { name: 'Assign Tags' }));
    fireEvent.change(within(box).getByRole('combobox'), { target: { value: 'summer' } });
    fireEvent.click(await screen.findByTitle('Summer Offer'));
    fireEvent.click(within(box).getByRole('button', { name: 'Apply tags' }));
    expect(await screen.findByText('Tags applied successfully')).toBeInTheDocument();
    expect(callsTo(requests, '/api/tags-write/assign-tag', 'POST')[0].body).toEqual([{ entity_sys_id: CHECKUP.sys_id, entity_type: 'PACKAGE', tag_id: 2 }]);
  });

  it('shows a load failure with its reason and the table retry', async () => {
    packageServer({ overrides: (request) => (request.url.pathname === '/api/promotion-read/admin' ? fail(500, 'Database unavailable') : undefined) });
    renderList();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByText('The packages could not be loaded.')).toBeInTheDocument();
  });
});

describe('tag search of the filter box', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks the server 500 ms after the last keystroke, not before', async () => {
    const { requests } = packageServer({ packages: [CHECKUP] });
    renderList();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    await findLink('Full Body Check-up');
    const tagSearches = () => callsTo(requests, '/api/tags-read/search-tags');
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'v' } });
    await act(async () => jest.advanceTimersByTimeAsync(300));
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'vi' } });
    await act(async () => jest.advanceTimersByTimeAsync(499));
    expect(tagSearches()).toHaveLength(0);
    await act(async () => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(tagSearches()).toHaveLength(1));
    expect(tagSearches()[0].url.searchParams.get('search')).toBe('vi');
  });
});

describe('package list for a PIC', () => {
  it("reads their first facility's packages, lets them choose another, and has no clinic or center filter", async () => {
    const { requests } = packageServer({ packages: [CHECKUP] });
    renderList({ user: pic, route: '/packages?page=2' });
    await findLink('Full Body Check-up');
    expect(callsTo(requests, '/api/promotion-read/clinic/c1')[0].url.searchParams.get('page')).toBe('2');
    expect(adminCalls(requests)).toHaveLength(0);
    expect(screen.queryByLabelText('Clinic')).not.toBeInTheDocument();
    fireEvent.mouseDown(screen.getByLabelText('Packages of'));
    fireEvent.click(await screen.findByTitle('Al Borg Lab Olaya (Center)'));
    // Another facility's packages start at page 1.
    await waitFor(() => expect(callsTo(requests, '/api/promotion-read/clinic/ce-1').at(-1)?.url.searchParams.get('page')).toBe('1'));
    expect(button('Search')).toBeDisabled();
  });
});

describe('package list in Arabic', () => {
  it('is right-to-left with Arabic titles, headers, filters and tags; a package made without an Arabic title shows its English one', async () => {
    packageServer({ packages: [CHECKUP, makePackage({ sys_id: '7a000000-0000-4000-8000-000000000002', title: 'Older Offer', title_ar: '' })] });
    renderList({ locale: 'ar' });
    await findLink('فحص الجسم الكامل');
    expect(screen.queryByText('Full Body Check-up')).not.toBeInTheDocument();
    await findLink('Older Offer');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(Array.from(document.querySelectorAll('thead th'), (header) => header.textContent)).toContain(text('ar', 'packages.list.columns.title'));
    expect(screen.getByLabelText(text('ar', 'packages.list.filters.title'))).toBeInTheDocument();
    expect(screen.getByText(text('ar', 'packages.list.register'))).toBeInTheDocument();
    expect(screen.getByText('كبار الشخصيات')).toBeInTheDocument();
    expect(document.querySelector('.ant-table-wrapper-rtl')).not.toBeNull();
  });
});
