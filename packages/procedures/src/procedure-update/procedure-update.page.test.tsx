import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { button, submitted } from '@mk/module-kit/testing';
import { admin, CRITERIA, makeProcedure, procedureServer, renderProcedurePage } from '../test/procedure-test-kit';
import ProcedureUpdatePage from './procedure-update.page';

const MRI = makeProcedure();
const PATH = `/procedures/update/${MRI.sys_id}`;

const renderUpdate = (route = PATH) => renderProcedurePage(<ProcedureUpdatePage />, { user: admin, path: 'procedures/update/:id', route });
const loaded = () => waitFor(() => expect(screen.getByLabelText('Procedure Name (English)')).toHaveValue('MRI with Contrast'));
const chosen = () => Array.from(document.querySelectorAll('#procedure-criteria')[0].closest('.ant-select')!.querySelectorAll('.ant-select-selection-item'), (item) => item.textContent);

describe('update a procedure', () => {
  it('is found by id when opened directly, with its criteria chosen', async () => {
    const { server } = procedureServer({ procedures: [MRI] });
    renderUpdate();
    await loaded();
    expect(server.callsTo('getProcedure')[0].query).toEqual({ page: '1', limit: '100' });
    expect(screen.getByLabelText('Procedure Name (Arabic)')).toHaveValue('رنين مغناطيسي بالصبغة');
    await waitFor(() => expect(chosen()).toEqual(['Referral from a physician', 'No metal implants']));
    expect(screen.getByLabelText('Breadcrumb')).toHaveTextContent('Procedures/MRI with Contrast/Update');
  });

  it('saves a removed criterion with PATCH criteria-write/{id} and opens the list', async () => {
    const { server } = procedureServer({ procedures: [MRI] });
    const { router } = renderUpdate('/');
    await act(() => router.navigate(PATH, { state: { procedure: MRI } }));
    await loaded();
    expect(server.callsTo('getProcedure')).toHaveLength(0);
    await waitFor(() => expect(chosen()).toHaveLength(2));
    fireEvent.click(screen.getAllByLabelText('close')[0]);
    await waitFor(() => expect(chosen()).toEqual(['No metal implants']));
    const body = await submitted(button('Update procedure'), 'Procedure updated successfully', server, 'updateProcedure');
    expect(body).toEqual({ name: 'MRI with Contrast', arabic_name: 'رنين مغناطيسي بالصبغة', criteria: [CRITERIA[2].sys_id] });
    expect(server.callsTo('updateProcedure')[0].url.pathname).toBe(`/api/criteria-write/${MRI.sys_id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/procedures'));
  });

  it('says Procedure not found for an unknown id', async () => {
    procedureServer({ procedures: [] });
    renderUpdate();
    expect(await screen.findByText('The procedure could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Procedure not found')).toBeInTheDocument();
  });
});
