import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { button, fail, type } from '@mk/module-kit/testing';
import { admin, centerServer, makeCenter, renderCenterPage, text } from '../test/center-test-kit';
import CenterUpdatePage from './center-update.page';

const OLAYA = makeCenter();
const PATH = `/centers/update/${OLAYA.sys_id}`;

const renderUpdate = (route = PATH, locale: 'en' | 'ar' = 'en') => renderCenterPage(<CenterUpdatePage />, { user: admin, locale, path: 'centers/update/:id', route });
const loaded = () => waitFor(() => expect(screen.getByLabelText('Center Name (English)')).toHaveValue('Al Borg Lab Olaya'));

describe('update a center', () => {
  it('is fetched by id when opened directly, prefilled, without the person-in-charge select', async () => {
    const { server } = centerServer({ centers: [OLAYA] });
    renderUpdate();
    await loaded();
    expect(server.callsTo('getCenter')).toHaveLength(1);
    expect(screen.getByLabelText('IBAN Number')).toHaveValue('SA0380000000608010167519');
    expect(screen.getByLabelText('Home Care Available')).toBeChecked();
    expect(screen.queryByLabelText('Person in Charge')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Breadcrumb')).toHaveTextContent('Centers/Al Borg Lab Olaya/Update');
  });

  it('uses the center the list passed, without asking the server', async () => {
    const { server } = centerServer({ centers: [OLAYA] });
    const { router } = renderUpdate('/');
    await act(() => router.navigate(PATH, { state: { center: { ...OLAYA, center_name: 'Al Borg Lab Olaya (from list)' } } }));
    await waitFor(() => expect(screen.getByLabelText('Center Name (English)')).toHaveValue('Al Borg Lab Olaya (from list)'));
    expect(server.callsTo('getCenter')).toHaveLength(0);
  });

  it('saves new bank details without id, sys_id, pic_id or empty fields, says so and opens the profile', async () => {
    const { server } = centerServer({ centers: [makeCenter({ website: '' })] });
    renderUpdate();
    await loaded();
    type('Bank Name', 'Saudi National Bank');
    type('IBAN Number', 'SA4420000001234567891234');
    fireEvent.click(button('Update center'));
    expect(await screen.findByText('Center updated successfully')).toBeInTheDocument();
    const [patch] = server.callsTo('updateCenter');
    expect(patch.url.pathname).toBe(`/api/center-write/${OLAYA.sys_id}`);
    // The server's own fields (the approval, the times) are never sent back either.
    const { sys_id: _id, pic_id: _pic, website: _website, status: _status, status_reason: _reason, createdAt: _created, updatedAt: _updated, ...sent } = OLAYA;
    expect(patch.body).toEqual({ ...sent, bank_name: 'Saudi National Bank', IBAN_number: 'SA4420000001234567891234' });
    expect(await screen.findByTestId('location')).toHaveTextContent(`/centers/profile/${OLAYA.sys_id}`);
  });

  it('checks the register rules (not the logo) before saving', async () => {
    const { server } = centerServer({ centers: [makeCenter({ avatar: '' })] });
    renderUpdate();
    await loaded();
    type('Center Name (English)', 'Lab');
    expect(await screen.findByText('Invalid, must be more than 4 characters')).toBeInTheDocument();
    fireEvent.click(button('Update center'));
    await waitFor(() => expect(document.querySelector('.ant-alert')).toHaveTextContent('Please fill all required fields'));
    expect(screen.queryByText("Center's logo is required")).not.toBeInTheDocument();
    expect(server.callsTo('updateCenter')).toHaveLength(0);
  });

  it("shows the server's message when it refuses, and stays on the form", async () => {
    centerServer({ centers: [OLAYA], overrides: (call) => (call.method === 'PATCH' ? fail(403, 'You may change only your own centers') : undefined) });
    renderUpdate();
    await loaded();
    fireEvent.click(button('Update center'));
    expect(await screen.findByText('You may change only your own centers')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('is labelled in Arabic', async () => {
    centerServer({ centers: [OLAYA] });
    renderUpdate(PATH, 'ar');
    await waitFor(() => expect(screen.getByLabelText(text('ar', 'centers.form.fields.name'))).toHaveValue('Al Borg Lab Olaya'));
    expect(screen.getByText(text('ar', 'centers.update.title'), { selector: 'h1' })).toBeInTheDocument();
  });
});
