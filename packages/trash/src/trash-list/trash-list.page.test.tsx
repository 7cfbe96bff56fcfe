import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, choose, findDialog } from '@mk/module-kit/testing';
import { admin, makeTrashItem, renderTrashPage, text, trashServer } from '../test/trash-test-kit';
import TrashListPage from './trash-list.page';

const CLINIC = makeTrashItem();
const DOCTOR = makeTrashItem({
  entity_type: 'PHYSICIAN',
  sys_id: 'd0000000-0000-4000-8000-000000000001',
  name: 'Dr. Sara Ali',
  name_ar: 'د. سارة علي',
  removed_at: '2031-03-07T10:30:00.000Z',
  removed_with: { entity_type: 'CLINIC', sys_id: CLINIC.sys_id },
});
const PROMO = makeTrashItem({
  entity_type: 'PROMO_CODE',
  sys_id: 'f0000000-0000-4000-8000-000000000001',
  name: 'SAVE15',
  name_ar: null,
  removed_at: '2031-03-06T08:00:00.000Z',
  removed_by: null,
  purge_at: '2031-04-05T08:00:00.000Z',
});

const renderTrash = (locale: 'en' | 'ar' = 'en', route = '/trash') => renderTrashPage(<TrashListPage />, { user: admin, locale, path: 'trash', route });
const headers = () => Array.from(document.querySelectorAll('thead th'), (header) => header.textContent);
const row = (name: string) => screen.getByText(name).closest('tr')!;
const cells = (name: string) => Array.from(row(name).querySelectorAll('td'), (cell) => cell.textContent);

describe('the Trash', () => {
  it('lists the removed records with their kind, name, removal, remover and purge day, 10 a page', async () => {
    const { server } = trashServer({ items: [CLINIC, DOCTOR, PROMO] });
    renderTrash();
    expect(await screen.findByText('Noor Clinic')).toBeInTheDocument();
    expect(screen.getByText('Trash', { selector: 'h1' })).toBeInTheDocument();
    expect(headers()).toEqual(['Kind', 'Name', 'Removed at', 'Removed by', 'Leaves the Trash on', 'Restore']);
    expect(server.callsTo('getTrash')[0].query).toEqual({ page: '1', limit: '10' });
    // Times on the Riyadh clock: 10:30 UTC is 01:30 PM there.
    expect(cells('Noor Clinic')).toEqual(['Clinic', 'Noor Clinic', '07-03-2031 01:30 PM', 'Admin One', '06-04-2031 01:30 PM', 'Restore']);
    expect(cells('SAVE15')).toEqual(['Promo code', 'SAVE15', '06-03-2031 11:00 AM', '—', '05-04-2031 11:00 AM', 'Restore']);
    // A physician removed with its clinic says it comes back with it, and still offers Restore.
    expect(within(row('Dr. Sara Ali')).getByText('Removed with its clinic: comes back with it')).toBeInTheDocument();
    expect(button('Restore', row('Dr. Sara Ali'))).toBeEnabled();
  });

  it('says the Trash is empty', async () => {
    trashServer({ items: [] });
    renderTrash();
    expect(await screen.findByText('The Trash is empty')).toBeInTheDocument();
  });

  it('names kinds, columns and records in Arabic, the Arabic name when there is one', async () => {
    trashServer({ items: [CLINIC, DOCTOR, PROMO] });
    renderTrash('ar');
    expect(await screen.findByText('عيادة النور')).toBeInTheDocument();
    expect(headers()).toEqual(['kind', 'name', 'removedAt', 'removedBy', 'purgeAt', 'restore'].map((key) => text('ar', `trash.list.columns.${key}`)));
    expect(screen.queryByText('Noor Clinic')).toBeNull();
    expect(within(row('عيادة النور')).getByText('عيادة')).toBeInTheDocument();
    expect(within(row('د. سارة علي')).getByText('طبيب')).toBeInTheDocument();
    expect(within(row('د. سارة علي')).getByText('حُذف مع عيادته: يعود معها')).toBeInTheDocument();
    // No Arabic name: the English one.
    expect(within(row('SAVE15')).getByText('رمز ترويجي')).toBeInTheDocument();
  });

  it('filters by kind: the list asks the server for that entity_type, and the URL keeps it', async () => {
    const { server } = trashServer({ items: [CLINIC, DOCTOR, PROMO] });
    renderTrash();
    await screen.findByText('Noor Clinic');
    await choose('Kind', 'Promo code');
    fireEvent.click(button('Search'));
    await waitFor(() => expect(screen.queryByText('Noor Clinic')).toBeNull());
    expect(server.callsTo('getTrash').at(-1)!.query).toEqual({ page: '1', limit: '10', entity_type: 'PROMO_CODE' });
    expect(screen.getByText('SAVE15')).toBeInTheDocument();
  });

  it('reads the kind from the URL, and says when nothing of it is in the Trash', async () => {
    const { server } = trashServer({ items: [CLINIC] });
    renderTrash('en', '/trash?entity_type=SERVICE');
    expect(await screen.findByText('Nothing of this kind is in the Trash')).toBeInTheDocument();
    expect(server.callsTo('getTrash')[0].query).toEqual({ page: '1', limit: '10', entity_type: 'SERVICE' });
  });

  it('restores a record after asking, says so, and the row leaves the Trash', async () => {
    const { server } = trashServer({ items: [CLINIC, PROMO] });
    renderTrash();
    await screen.findByText('SAVE15');
    fireEvent.click(button('Restore', row('SAVE15')));
    const dialog = await findDialog();
    expect(dialog).toHaveTextContent('Restore SAVE15?');
    expect(dialog).toHaveTextContent('The Promo code SAVE15 comes back to its list');
    expect(server.callsTo('restoreFromTrash')).toHaveLength(0);
    fireEvent.click(button('Restore', dialog));
    expect(await screen.findByText('SAVE15 was restored')).toBeInTheDocument();
    expect(server.callsTo('restoreFromTrash')[0].body).toEqual({ entity_type: 'PROMO_CODE', sys_id: PROMO.sys_id });
    await waitFor(() => expect(document.querySelector('tbody')).not.toHaveTextContent('SAVE15'));
    expect(screen.getByText('Noor Clinic')).toBeInTheDocument();
  });

  it('restores a clinic with the physicians removed along with it', async () => {
    const { server } = trashServer({ items: [CLINIC, DOCTOR, PROMO] });
    renderTrash();
    await screen.findByText('Noor Clinic');
    fireEvent.click(button('Restore', row('Noor Clinic')));
    fireEvent.click(button('Restore', await findDialog()));
    expect(await screen.findByText('Noor Clinic was restored, with 1 record removed along with it')).toBeInTheDocument();
    expect(server.callsTo('restoreFromTrash')[0].body).toEqual({ entity_type: 'CLINIC', sys_id: CLINIC.sys_id });
    await waitFor(() => expect(screen.queryByText('Dr. Sara Ali')).toBeNull());
  });

  it('says the refusal of a physician whose clinic is still in the Trash in English, and keeps the row', async () => {
    const { server } = trashServer({ items: [CLINIC, DOCTOR] });
    renderTrash();
    await screen.findByText('Dr. Sara Ali');
    fireEvent.click(button('Restore', row('Dr. Sara Ali')));
    const dialog = await findDialog();
    expect(dialog).toHaveTextContent('It was removed along with its clinic or center');
    fireEvent.click(button('Restore', dialog));
    expect(await screen.findByText('Its clinic or center is in the Trash: restore that first')).toBeInTheDocument();
    expect(server.callsTo('restoreFromTrash')[0].body).toEqual({ entity_type: 'PHYSICIAN', sys_id: DOCTOR.sys_id });
    expect(screen.getByText('Dr. Sara Ali')).toBeInTheDocument();
  });

  it('says that refusal in Arabic', async () => {
    trashServer({ items: [CLINIC, DOCTOR] });
    renderTrash('ar');
    await screen.findByText('د. سارة علي');
    fireEvent.click(button(text('ar', 'trash.list.restore'), row('د. سارة علي')));
    fireEvent.click(button(text('ar', 'trash.restore.ok'), await findDialog()));
    expect(await screen.findByText('عيادته أو مركزه في سلة المحذوفات: استعده أولًا')).toBeInTheDocument();
  });
});
