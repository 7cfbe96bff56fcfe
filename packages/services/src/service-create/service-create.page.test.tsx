import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, choose, fail, fill, findPage, submitted, type } from '@mk/module-kit/testing';
import { admin, PRECISION, RED_SEA, renderServicePage, serviceServer, text } from '../test/service-test-kit';
import ServiceCreatePage from './service-create.page';

const renderCreate = (locale: 'en' | 'ar' = 'en') => renderServicePage(<ServiceCreatePage />, { user: admin, locale, path: 'services/create', route: '/services/create' });
const createButton = () => button('Create service');
const centersReady = () => waitFor(() => expect(document.querySelector('#service-center_ids')).toBeInTheDocument());

async function fillService() {
  await choose('Service Type', 'Home Care');
  fill('Service Name (English)', '  Home Blood Draw ');
  fill('Service Name (Arabic)', 'سحب الدم في المنزل');
  fill('Price (SAR)', '١٥٠.٧٥');
}

describe('create a service', () => {
  it('creates it for every center chosen with Select all, the price a whole number, then opens the list', async () => {
    const { server } = serviceServer();
    renderCreate();
    await findPage('Create a New Service', 'Services/Create Service');
    await centersReady();
    await choose('Centers', 'Select all');
    await fillService();
    const body = await submitted(createButton(), 'Service created successfully', server, 'createService');
    expect(body).toEqual({
      center_ids: [PRECISION.sys_id, RED_SEA.sys_id],
      service: { type: 'HOMECARE', name: 'Home Blood Draw', name_ar: 'سحب الدم في المنزل', price: 150 },
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/services');
  });

  it('lands on the list of the center it came from, which the form starts with', async () => {
    const { server } = serviceServer();
    const { router } = renderServicePage(<ServiceCreatePage />, { user: admin, path: 'services/create', route: `/services/create?center=${RED_SEA.sys_id}` });
    await centersReady();
    await waitFor(() => expect(document.querySelector('#service-center_ids')?.closest('.ant-select')).toHaveTextContent('Red Sea Imaging Center'));
    await fillService();
    const body = await submitted(createButton(), 'Service created successfully', server, 'createService');
    expect(body).toMatchObject({ center_ids: [RED_SEA.sys_id] });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/services?center=${RED_SEA.sys_id}`));
  });

  it('offers the three types and refuses short names, a price that is no number and no center', async () => {
    const { server } = serviceServer();
    renderCreate();
    await centersReady();
    fireEvent.mouseDown(screen.getByLabelText('Service Type'));
    for (const label of ['Lab', 'Radiology', 'Home Care']) expect(await screen.findByTitle(label)).toBeInTheDocument();
    type('Service Name (English)', 'CBC');
    expect(await screen.findByText('Invalid, must be more than 4 characters')).toBeInTheDocument();
    type('Price (SAR)', 'free');
    expect(await screen.findByText('Should be a Number')).toBeInTheDocument();
    fireEvent.click(createButton());
    await waitFor(() => expect(document.querySelector('.ant-alert')).toHaveTextContent('Please fill all required fields'));
    expect(server.callsTo('createService')).toHaveLength(0);
  });

  it("shows the server's refusal and stays on the form", async () => {
    serviceServer({ overrides: (call) => (call.endpoint === 'createService' ? fail(403, 'You may change only your own centers') : undefined) });
    renderCreate();
    await centersReady();
    await choose('Centers', 'Red Sea Imaging Center');
    await fillService();
    fireEvent.click(createButton());
    expect(await screen.findByText('Error: You may change only your own centers')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('is labelled in Arabic, with the centers and types in Arabic', async () => {
    serviceServer();
    renderCreate('ar');
    expect(await screen.findByText(text('ar', 'services.create.title'), { selector: 'h1' })).toBeInTheDocument();
    await centersReady();
    await choose(text('ar', 'services.form.fields.centers'), 'مركز البحر الأحمر للأشعة');
    fireEvent.mouseDown(screen.getByLabelText(text('ar', 'services.form.fields.type')));
    expect(await screen.findByTitle('رعاية منزلية')).toBeInTheDocument();
    expect(button(text('ar', 'services.create.submit'))).toBeInTheDocument();
  });
});
