import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { button, fail, submitted, type } from '@mk/module-kit/testing';
import { admin, makeService, RED_SEA, renderServicePage, serviceServer } from '../test/service-test-kit';
import ServiceUpdatePage from './service-update.page';

const MRI = makeService({ sys_id: '5e000000-0000-4000-8000-000000000003', name: 'MRI Brain', name_ar: 'رنين مغناطيسي للدماغ', price: 1450, type: 'RADIOLOGY', center_id: RED_SEA.sys_id });
const PATH = `/services/update/${MRI.sys_id}`;

const renderUpdate = (route = PATH) => renderServicePage(<ServiceUpdatePage />, { user: admin, path: 'services/update/:id', route });
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
});
