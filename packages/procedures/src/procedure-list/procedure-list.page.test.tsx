import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Procedure } from '@mk/contracts';
import { button, fail, findDialog, ok, removeRow } from '@mk/module-kit/testing';
import { admin, makeProcedure, procedureServer, renderProcedurePage, text } from '../test/procedure-test-kit';
import ProcedureListPage from './procedure-list.page';

const MRI = makeProcedure();
const FASTING = makeProcedure({ sys_id: 'b0000000-0000-4000-8000-000000000002', name: 'Fasting Blood Tests', arabic_name: 'تحاليل الدم الصائمة' });

const renderList = (locale: 'en' | 'ar' = 'en') => renderProcedurePage(<ProcedureListPage />, { user: admin, locale, path: 'procedures', route: '/procedures' });
const headers = () => Array.from(document.querySelectorAll('thead th'), (header) => header.textContent);

describe('procedure list', () => {
  it('shows ID, Procedure Name and Actions, 10 per page', async () => {
    const { server } = procedureServer({ procedures: [MRI, FASTING] });
    renderList();
    expect(await screen.findByText('Fasting Blood Tests')).toBeInTheDocument();
    expect(headers()).toEqual(['ID', 'Procedure Name', 'Actions']);
    expect(screen.getByText('…0002')).toBeInTheDocument();
    expect(server.callsTo('getProcedures')[0].query).toEqual({ page: '1', limit: '10' });
  });

  it('removes a procedure after the not-reversible question and says Procedure deleted successfully', async () => {
    const { server } = procedureServer({ procedures: [MRI, FASTING] });
    renderList();
    await screen.findByText('MRI with Contrast');
    await removeRow({
      row: 'MRI with Contrast',
      action: 'Remove procedure',
      says: ['This action is not reversible.', 'Are you sure you want to delete procedure MRI with Contrast?'],
      done: 'Procedure deleted successfully',
    });
    expect(server.callsTo('deleteProcedure')[0].url.pathname).toBe(`/api/criteria-write/${MRI.sys_id}`);
    await waitFor(() => expect(screen.queryByText('MRI with Contrast')).not.toBeInTheDocument());
  });

  it('says Error deleting procedure with the reason when refused', async () => {
    procedureServer({ overrides: (call) => (call.endpoint === 'deleteProcedure' ? fail(404, 'Procedure not found', 'procedure.not_found') : undefined) });
    renderList();
    await screen.findByText('MRI with Contrast');
    fireEvent.click(screen.getByLabelText('Actions for MRI with Contrast'));
    fireEvent.click(await screen.findByText('Remove procedure'));
    fireEvent.click(button('Delete', await findDialog()));
    expect(await screen.findByText('Error deleting procedure: Procedure not found')).toBeInTheDocument();
  });

  it('says Error getting procedures when the list fails, with a retry', async () => {
    const { server } = procedureServer({ overrides: (call) => (call.endpoint === 'getProcedures' && server.callsTo('getProcedures').length === 1 ? fail(500, 'Database unavailable') : undefined) });
    renderList();
    expect(await screen.findByText('Error getting procedures')).toBeInTheDocument();
    fireEvent.click(button('Retry'));
    expect(await screen.findByText('MRI with Contrast')).toBeInTheDocument();
  });

  it('opens update with the procedure, and Create Procedure', async () => {
    procedureServer({ overrides: (call) => (call.endpoint === 'getProcedures' ? ok({ count: 1, rows: [MRI] }) : undefined) });
    const { router } = renderList();
    await screen.findByText('MRI with Contrast');
    fireEvent.click(screen.getByLabelText('Actions for MRI with Contrast'));
    fireEvent.click(await screen.findByText('Update procedure'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/procedures/update/${MRI.sys_id}`));
    expect((router.state.location.state as { procedure: Procedure }).procedure.criteria).toEqual(MRI.criteria);
  });

  it('names procedures in Arabic', async () => {
    procedureServer({ procedures: [MRI] });
    renderList('ar');
    expect(await screen.findByText('رنين مغناطيسي بالصبغة')).toBeInTheDocument();
    expect(screen.queryByText('MRI with Contrast')).not.toBeInTheDocument();
    expect(headers()).toEqual(['id', 'name', 'actions'].map((key) => text('ar', `procedures.list.columns.${key}`)));
    expect(screen.getByText(text('ar', 'procedures.list.register'))).toBeInTheDocument();
  });
});
