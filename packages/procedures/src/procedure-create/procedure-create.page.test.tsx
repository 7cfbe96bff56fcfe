import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, choose, fail, fill, findPage, submitted } from '@mk/module-kit/testing';
import { admin, CRITERIA, procedureServer, renderProcedurePage, text } from '../test/procedure-test-kit';
import ProcedureCreatePage from './procedure-create.page';

const renderCreate = (locale: 'en' | 'ar' = 'en') => renderProcedurePage(<ProcedureCreatePage />, { user: admin, locale, path: 'procedures/create', route: '/procedures/create' });
const createButton = () => button('Create procedure');
const formShown = () => screen.findByLabelText('Procedure Name (English)');

describe('create a procedure', () => {
  it('sends both names and the criteria chosen with Select all, says so and opens the list', async () => {
    const { server } = procedureServer();
    renderCreate();
    await findPage('Create a New Procedure', 'Procedures/Create Procedure');
    fill('Procedure Name (English)', ' Cardiac Stress Test ');
    fill('Procedure Name (Arabic)', 'اختبار إجهاد القلب');
    await choose('Criteria', 'Select all');
    const body = await submitted(createButton(), 'Procedure created successfully', server, 'createProcedure');
    expect(body).toEqual({ name: 'Cardiac Stress Test', arabic_name: 'اختبار إجهاد القلب', criteria: CRITERIA.map((criterion) => criterion.sys_id) });
    expect(server.callsTo('createProcedure')[0].url.pathname).toBe('/api/criteria-write/');
    expect(await screen.findByTestId('location')).toHaveTextContent('/procedures');
  });

  it('needs both names and at least one criterion', async () => {
    const { server } = procedureServer();
    renderCreate();
    await formShown();
    fill('Procedure Name (English)', 'Cardiac Stress Test');
    fireEvent.click(createButton());
    await waitFor(() => expect(document.querySelector('.ant-alert')).toHaveTextContent('Please fill all required fields'));
    expect(server.callsTo('createProcedure')).toHaveLength(0);
  });

  it('says Error creating procedure with the reason and stays', async () => {
    procedureServer({ overrides: (call) => (call.endpoint === 'createProcedure' ? fail(400, 'Unknown criterion', 'criteria.unknown') : undefined) });
    renderCreate();
    await formShown();
    fill('Procedure Name (English)', 'Cardiac Stress Test');
    fill('Procedure Name (Arabic)', 'اختبار إجهاد القلب');
    await choose('Criteria', 'No metal implants');
    fireEvent.click(createButton());
    expect(await screen.findByText(/^Error creating procedure: /)).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('names the criteria in Arabic', async () => {
    procedureServer();
    renderCreate('ar');
    expect(await screen.findByText(text('ar', 'procedures.create.title'), { selector: 'h1' })).toBeInTheDocument();
    await choose(text('ar', 'procedures.form.fields.criteria'), 'تحويل من طبيب');
    expect(button(text('ar', 'procedures.create.submit'))).toBeInTheDocument();
  });
});
