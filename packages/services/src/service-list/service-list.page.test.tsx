import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MedicalService } from '@mk/contracts';
import { button, choose, fail, findDialog, removeRow } from '@mk/module-kit/testing';
import { admin, centerPic, makeService, PRECISION, RED_SEA, renderServicePage, serviceServer, text } from '../test/service-test-kit';
import ServiceListPage from './service-list.page';

const VITAMIN = makeService();
const CBC = makeService({ sys_id: '5e000000-0000-4000-8000-000000000002', name: 'Complete Blood Count', name_ar: 'تعداد الدم الكامل', price: 95 });
const MRI = makeService({ sys_id: '5e000000-0000-4000-8000-000000000003', name: 'MRI Brain', name_ar: 'رنين مغناطيسي للدماغ', price: 1450, type: 'RADIOLOGY', center_id: RED_SEA.sys_id });

const renderList = (options: { user?: typeof admin; route?: string; locale?: 'en' | 'ar' } = {}) =>
  renderServicePage(<ServiceListPage />, { user: options.user ?? admin, locale: options.locale, path: 'services', route: options.route ?? '/services' });

const headers = () => Array.from(document.querySelectorAll('thead th'), (header) => header.textContent);
const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('service list', () => {
  it("shows the first center's services with ID, both names, Type, Price and the actions", async () => {
    const { server } = serviceServer({ services: [VITAMIN, CBC, MRI] });
    renderList();
    const vitamin = await row('Vitamin D Level');
    expect(headers()).toEqual(['ID', 'Service Name English', 'Service Name Arabic', 'Type', 'Price', 'Actions']);
    expect(within(vitamin).getByText('مستوى فيتامين د')).toBeInTheDocument();
    expect(within(vitamin).getByText('Lab')).toBeInTheDocument();
    expect(vitamin).toHaveTextContent(/180/);
    expect(vitamin).toHaveTextContent(/SAR/);
    expect(screen.queryByText('MRI Brain')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Center').closest('.ant-select')).toHaveTextContent('Precision Diagnostics Lab');
    expect(server.callsTo('getCenters')[0].query).toEqual({ paginated: 'false' });
    expect(server.callsTo('getServices')[0].url.pathname).toBe(`/api/medical-service-read/services/${PRECISION.sys_id}`);
    expect(server.callsTo('getServices')[0].query).toEqual({ paginated: 'true', page: '1', limit: '10' });
  });

  it('shows another center once chosen, and keeps it in the URL', async () => {
    serviceServer({ services: [VITAMIN, MRI] });
    const { router } = renderList();
    await row('Vitamin D Level');
    await choose('Center', 'Red Sea Imaging Center');
    expect(await row('MRI Brain')).toHaveTextContent('Radiology');
    expect(screen.queryByText('Vitamin D Level')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe(`?center=${RED_SEA.sys_id}`);
  });

  it('removes a service after saying it can be restored from the Trash, says Service Deleted Successfully, and reloads', async () => {
    const { server } = serviceServer({ services: [VITAMIN, CBC] });
    renderList();
    await row('Vitamin D Level');
    await removeRow({
      row: 'Vitamin D Level',
      action: 'Remove service',
      says: ['The service can be restored from the Trash for 30 days; until then it will no longer be offered at this center.', 'Are you sure you want to delete service Vitamin D Level?'],
      done: 'Service Deleted Successfully',
    });
    expect(server.callsTo('deleteService')[0].url.pathname).toBe(`/api/medical-service-write/delete-service/${VITAMIN.sys_id}`);
    await waitFor(() => expect(screen.queryByText('Vitamin D Level')).not.toBeInTheDocument());
    expect(screen.getByText('Complete Blood Count')).toBeInTheDocument();
  });

  it("says Error with the server's reason when the removal is refused, and keeps the row", async () => {
    serviceServer({ services: [VITAMIN], overrides: (call) => (call.endpoint === 'deleteService' ? fail(403, 'You may change only your own centers') : undefined) });
    renderList();
    await row('Vitamin D Level');
    fireEvent.click(screen.getByLabelText('Actions for Vitamin D Level'));
    fireEvent.click(await screen.findByText('Remove service'));
    fireEvent.click(button('Delete', await findDialog()));
    expect(await screen.findByText('Error: You may change only your own centers')).toBeInTheDocument();
    expect(screen.getByText('Vitamin D Level')).toBeInTheDocument();
  });

  it('opens the update form with the service, and the create form', async () => {
    serviceServer({ services: [VITAMIN] });
    const { router } = renderList();
    await row('Vitamin D Level');
    fireEvent.click(screen.getByLabelText('Actions for Vitamin D Level'));
    fireEvent.click(await screen.findByText('Update service'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/services/update/${VITAMIN.sys_id}`));
    expect((router.state.location.state as { service: MedicalService }).service.name).toBe('Vitamin D Level');
  });

  it('sends the create button to services/create for the center shown', async () => {
    serviceServer({ services: [] });
    const { router } = renderList();
    expect(await screen.findByText('This center has no services yet. Create a service to see it here.')).toBeInTheDocument();
    fireEvent.click(button('Create Service'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services/create'));
    expect(router.state.location.search).toBe(`?center=${PRECISION.sys_id}`);
  });

  it('tells a user without centers that services need one, without a create button', async () => {
    serviceServer({ centers: [], services: [] });
    renderList({ user: centerPic });
    expect(await screen.findByText('You have no centers yet. Services are added to a center once one is registered.')).toBeInTheDocument();
    expect(screen.queryByText('Create Service')).not.toBeInTheDocument();
  });

  it('is in Arabic with Arabic headers, center names and type labels', async () => {
    serviceServer({ services: [VITAMIN] });
    renderList({ locale: 'ar' });
    const vitamin = await row('مستوى فيتامين د');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(headers()).toEqual(['id', 'name', 'nameAr', 'type', 'price', 'actions'].map((key) => text('ar', `services.list.columns.${key}`)));
    expect(within(vitamin).getByText('مختبر')).toBeInTheDocument();
    expect(screen.getByLabelText(text('ar', 'services.list.center')).closest('.ant-select')).toHaveTextContent('مختبر الدقة التشخيصي');
  });
});
