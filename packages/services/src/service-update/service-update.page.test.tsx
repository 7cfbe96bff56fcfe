import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, fail, ok, submitted, type } from '@mk/module-kit/testing';
import { admin, centerPic, makeService, RED_SEA, renderServicePage, serviceServer, text } from '../test/service-test-kit';
import ServiceUpdatePage from './service-update.page';

const MRI = makeService({ sys_id: '5e000000-0000-4000-8000-000000000003', name: 'MRI Brain', name_ar: 'رنين مغناطيسي للدماغ', price: 1450, type: 'RADIOLOGY', center_id: RED_SEA.sys_id });
const PATH = `/services/update/${MRI.sys_id}`;

const renderUpdate = (route = PATH, options: { user?: typeof admin; locale?: 'en' | 'ar' } = {}) =>
  renderServicePage(<ServiceUpdatePage />, { user: options.user ?? admin, locale: options.locale, path: 'services/update/:id', route });
const loaded = () => waitFor(() => expect(screen.getByLabelText('Service Name (English)')).toHaveValue('MRI Brain'));

describe('update a service', () => {
  it('is read by id when opened directly, prefilled, without the centers', async () => {
    const { server } = serviceServer({ services: [MRI] });
    renderUpdate();
    await loaded();
    expect(server.callsTo('getService')[0].body).toEqual({ ids: [MRI.sys_id] });
    expect(screen.getByLabelText('Service Name (Arabic)')).toHaveValue('رنين مغناطيسي للدماغ');
    expect(screen.getByLabelText('Price (SAR)')).toHaveValue('1450');
    expect(screen.getByText('Radiology')).toBeInTheDocument();
    expect(screen.queryByLabelText('Centers')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Breadcrumb')).toHaveTextContent('Services/MRI Brain/Update');
  });

  it('uses the service the list passed, saves type, names and price, and returns to its center', async () => {
    const { server, records } = serviceServer({ services: [MRI] });
    const { router } = renderUpdate('/');
    await act(() => router.navigate(PATH, { state: { service: MRI } }));
    await loaded();
    expect(server.callsTo('getService')).toHaveLength(0);
    type('Price (SAR)', '1300');
    const body = await submitted(button('Update service'), 'Service updated successfully', server, 'updateService');
    expect(body).toEqual({ type: 'RADIOLOGY', name: 'MRI Brain', name_ar: 'رنين مغناطيسي للدماغ', price: 1300 });
    expect(server.callsTo('updateService')[0].url.pathname).toBe(`/api/medical-service-write/update-service/${MRI.sys_id}`);
    await waitFor(() => expect(router.state.location.search).toBe(`?center=${RED_SEA.sys_id}`));
    expect(records.rows[0].price).toBe(1300);
  });

  it('checks the rules before saving', async () => {
    const { server } = serviceServer({ services: [MRI] });
    renderUpdate();
    await loaded();
    type('Service Name (Arabic)', 'رنين');
    type('Service Name (English)', 'MRI');
    fireEvent.click(button('Update service'));
    await waitFor(() => expect(document.querySelector('.ant-alert')).toHaveTextContent('Please fill all required fields'));
    expect(server.callsTo('updateService')).toHaveLength(0);
  });

  it("shows the server's refusal and stays", async () => {
    serviceServer({ services: [MRI], overrides: (call) => (call.endpoint === 'updateService' ? fail(403, 'You may change only your own centers') : undefined) });
    renderUpdate();
    await loaded();
    fireEvent.click(button('Update service'));
    expect(await screen.findByText('You may change only your own centers')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says Service not found for an id no live service has', async () => {
    serviceServer({ services: [] });
    renderUpdate();
    expect(await screen.findByText('The service could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Service not found')).toBeInTheDocument();
  });

  it("opens the service's History in a drawer, in Arabic, newest first, by the form's labels and the types' names, read only when opened", async () => {
    const { server } = serviceServer({ services: [MRI] });
    server.use({
      getRecordHistory: ok({
        count: 2,
        rows: [
          {
            at: '2026-03-15T21:30:00.000Z',
            actor: { sys_id: 'adm-1', name: 'مسؤول المنصة', role: 'ADMIN' },
            action: 'update',
            changes: [
              { field: 'price', old: 1450, new: 1300 },
              { field: 'type', old: 'LAB', new: 'RADIOLOGY' },
            ],
          },
          {
            at: '2025-01-01T08:00:00.000Z',
            actor: { sys_id: 'pic-1', name: 'مدير المركز', role: 'PIC' },
            action: 'create',
            changes: [
              { field: 'name_ar', old: null, new: 'رنين مغناطيسي للدماغ' },
              { field: 'center_id', old: null, new: 'مركز البحر الأحمر للأشعة' },
            ],
          },
        ],
      }),
    });
    renderUpdate(PATH, { locale: 'ar' });
    const opener = await screen.findByRole('button', { name: text('ar', 'services.update.history.label', { name: 'رنين مغناطيسي للدماغ' }) });
    expect(server.callsTo('getRecordHistory')).toHaveLength(0);
    opener.focus();
    fireEvent.click(opener);
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText(/مسؤول المنصة/);
    expect(server.callsTo('getRecordHistory').map((call) => call.url.pathname)).toEqual([`/api/audit-read/history/medical_service/${MRI.sys_id}`]);
    expect(drawer).toHaveTextContent(text('ar', 'services.update.history.title', { name: 'رنين مغناطيسي للدماغ' }));
    expect(drawer).toHaveTextContent(`${text('ar', 'services.form.fields.price')}: من 1450 إلى 1300`);
    expect(drawer).toHaveTextContent(`${text('ar', 'services.form.fields.type')}: من مختبر إلى أشعة`);
    expect(drawer).toHaveTextContent(`${text('ar', 'services.form.fields.nameAr')}: رنين مغناطيسي للدماغ`);
    expect(drawer).toHaveTextContent(`${text('ar', 'services.list.center')}: مركز البحر الأحمر للأشعة`);
    // Newest first: the change before the creation.
    const shown = drawer.textContent ?? '';
    expect(shown.indexOf('مسؤول المنصة')).toBeLessThan(shown.indexOf('مدير المركز'));
    expect(drawer).not.toHaveTextContent(/[A-Za-z]{3,}/);
    // Escape closes it, back to the button; the form is still there.
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(opener).toHaveFocus());
    expect(screen.getByLabelText(text('ar', 'services.form.fields.name'))).toHaveValue('MRI Brain');
  });

  it("gives the center's PIC the History too (the server reads them only their own centers' services)", async () => {
    const { server } = serviceServer({ services: [MRI] });
    server.use({ getRecordHistory: ok({ count: 0, rows: [] }) });
    renderUpdate(PATH, { user: centerPic });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'History of service MRI Brain' }));
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
    expect(server.callsTo('getRecordHistory')[0].url.pathname).toBe(`/api/audit-read/history/medical_service/${MRI.sys_id}`);
  });
});
