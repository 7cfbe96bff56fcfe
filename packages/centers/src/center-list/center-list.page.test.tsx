import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Center } from '@mk/contracts';
import { button, findDialog, ok } from '@mk/module-kit/testing';
import { admin, centerPic, centerServer, makeCenter, renderCenterPage, text } from '../test/center-test-kit';
import CenterListPage from './center-list.page';

const OLAYA = makeCenter();
const SCAN = makeCenter({ sys_id: '5c0e0000-0000-4000-8000-000000000002', center_name: 'Scan Radiology Khobar', center_name_arabic: 'سكان للأشعة الخبر', center_type: 'RADIOLOGY' });
const BOTH = makeCenter({ sys_id: '5c0e0000-0000-4000-8000-000000000003', center_name: 'Delta Medical Jeddah', center_name_arabic: 'دلتا الطبي جدة', center_type: 'SERVICE_PROVIDER' });

const renderList = (options: { user?: typeof admin; locale?: 'en' | 'ar' } = {}) =>
  renderCenterPage(<CenterListPage />, { user: options.user ?? admin, locale: options.locale, path: 'centers', route: '/centers' });

const findLink = async (name: string) => (await screen.findByText(name, { selector: 'a, a *' })).closest('a')!;
const headers = () => Array.from(document.querySelectorAll('thead th'), (header) => header.textContent);
const rowOf = async (name: string) => (await findLink(name)).closest('tr')!;

/** Opens a row's action menu and picks an action. */
async function runAction(rowName: string, action: string) {
  await findLink(rowName);
  fireEvent.click(screen.getByLabelText(`Actions for ${rowName}`));
  fireEvent.click(await screen.findByText(action));
}

describe('center list for ADMIN', () => {
  it('shows ID, Center Name, Center Type (Lab, Radiology, Lab & Radiology), Actions and Register a New Center', async () => {
    const { server } = centerServer({ centers: [OLAYA, SCAN, BOTH] });
    renderList();
    expect(await findLink('Scan Radiology Khobar')).toHaveAttribute('href', `/centers/profile/${SCAN.sys_id}`);
    expect(headers()).toEqual(['ID', 'Center Name', 'Center Type', 'Status', 'Actions']);
    expect(within(await rowOf('Al Borg Lab Olaya')).getByText('Lab')).toBeInTheDocument();
    expect(within(await rowOf('Scan Radiology Khobar')).getByText('Radiology')).toBeInTheDocument();
    expect(within(await rowOf('Delta Medical Jeddah')).getByText('Lab & Radiology')).toBeInTheDocument();
    expect(screen.getByText('Register a New Center')).toBeInTheDocument();
    expect(server.callsTo('getCenters')[0].query).toEqual({ page: '1', limit: '10' });
  });

  it('opens the profile, the update form with the center, and the operating hours', async () => {
    centerServer({ centers: [OLAYA, SCAN] });
    const { router } = renderList();
    await runAction('Scan Radiology Khobar', 'Update Information');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/centers/update/${SCAN.sys_id}`));
    expect((router.state.location.state as { center: Center }).center.center_name).toBe('Scan Radiology Khobar');
    await act(() => router.navigate('/centers'));
    await runAction('Al Borg Lab Olaya', 'Set Operating Hours');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/centers/center-operating-hours/${OLAYA.sys_id}`));
    await act(() => router.navigate('/centers'));
    await runAction('Al Borg Lab Olaya', 'View Information');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/centers/profile/${OLAYA.sys_id}`));
  });

  it('removes a center after the confirmation, and the list no longer shows it', async () => {
    const { server } = centerServer({ centers: [OLAYA, SCAN] });
    renderList();
    await runAction('Scan Radiology Khobar', 'Remove Center');
    const dialog = await findDialog();
    expect(dialog).toHaveTextContent('Are you sure you want to remove center Scan Radiology Khobar?');
    fireEvent.click(within(dialog).getByText('Remove').closest('button')!);
    expect(await screen.findByText('Center Scan Radiology Khobar has been removed')).toBeInTheDocument();
    expect(server.callsTo('deleteCenter')[0].url.pathname).toBe(`/api/center-write/${SCAN.sys_id}`);
    await waitFor(() => expect(screen.queryByText('Scan Radiology Khobar', { selector: 'a, a *' })).not.toBeInTheDocument());
  });

  it('pages through the list 10 at a time', async () => {
    const many = Array.from({ length: 10 }, (_, i) => makeCenter({ sys_id: `ce-${i}`, center_name: `Center ${i}` }));
    const { server } = centerServer({ overrides: (call) => (call.url.pathname === '/api/center-read' ? ok({ count: 23, rows: many }) : undefined) });
    const { router } = renderList();
    await findLink('Center 0');
    fireEvent.click(screen.getByLabelText('Page 3'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(server.callsTo('getCenters').at(-1)!.query).toEqual({ page: '3', limit: '10' }));
  });
});

describe('center list for a center PIC', () => {
  it('lists their centers without the register button', async () => {
    centerServer({ centers: [OLAYA] });
    renderList({ user: centerPic });
    await findLink('Al Borg Lab Olaya');
    expect(screen.queryByText('Register a New Center')).not.toBeInTheDocument();
  });
});

describe('center list in Arabic', () => {
  it('is right-to-left with Arabic headers, names and types', async () => {
    centerServer({ centers: [OLAYA, BOTH] });
    renderList({ locale: 'ar' });
    expect(await findLink('دلتا الطبي جدة')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(headers()).toEqual(['id', 'name', 'type', 'status', 'actions'].map((key) => text('ar', `centers.list.columns.${key}`)));
    expect(within(await rowOf('دلتا الطبي جدة')).getByText('مختبر وأشعة')).toBeInTheDocument();
    expect(button(text('ar', 'centers.list.register'))).toBeInTheDocument();
  });
});
