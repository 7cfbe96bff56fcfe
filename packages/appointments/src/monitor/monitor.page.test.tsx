import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  admin,
  appointmentServer,
  button,
  callsTo,
  clinicPic,
  makeTile,
  renderAppointmentPage,
  text,
} from '../test/appointment-test-kit';
import { file } from '@mk/module-kit/testing';
import MonitorPage from './monitor.page';

const TILES = [
  makeTile({ appointmentId: 'a1', drName: 'Sara Ali', drArabicName: 'سارة علي', time: '09:30', state: 0 }),
  makeTile({ appointmentId: 'a2', drName: 'Omar Hadi', time: '00:15', state: 1 }),
  makeTile({ appointmentId: 'a3', drName: 'Lina Fares', time: '2024-05-06T14:00:00.000Z', state: 2 }),
  makeTile({ appointmentId: 'a4', drName: 'Khalid Nasser', time: '23:45', state: 0 }),
];

const dayCalls = (requests: ReturnType<typeof appointmentServer>['requests']) =>
  requests.filter((request) => request.url.pathname.startsWith('/api/monitoring/appointment-by-clinic/'));

function renderMonitor(options: { user?: typeof admin; route?: string; locale?: 'en' | 'ar' } = {}) {
  return renderAppointmentPage(<MonitorPage />, {
    user: options.user ?? clinicPic,
    locale: options.locale,
    path: 'appointments',
    route: options.route ?? '/appointments',
  });
}

const hourGroup = (label: string) => screen.getByText(label, { selector: '.mk-hour-label bdi' }).closest<HTMLElement>('li')!;
const tileOf = (name: string) => screen.queryByText(name, { selector: '.mk-appointment-tile bdi' })?.closest<HTMLElement>('.mk-appointment-tile') ?? null;
const halfDay = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;
const findDialog = () =>
  waitFor(() => {
    const dialog = document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]');
    if (!dialog) throw new Error('no dialog open');
    return dialog;
  });

describe('Appointment Monitor', () => {
  it('asks for today and the first clinic, and shows each busy hour on its own row, AM then PM, free hours folded', async () => {
    const { requests } = appointmentServer({ tiles: TILES });
    renderMonitor();
    expect(await screen.findByText('Sara Ali')).toBeInTheDocument();
    expect(dayCalls(requests)[0].path).toBe('/api/monitoring/appointment-by-clinic/c1?day=2024-05-06');
    expect(screen.getByLabelText('Date')).toHaveValue('06-05-2024');

    const am = halfDay('AM');
    const pm = halfDay('PM');
    const rowTexts = (section: HTMLElement) =>
      Array.from(section.querySelectorAll(':scope > ol > li'), (row) => row.querySelector('.mk-hour-label, span')!.textContent);
    // 10 AM is now (10:15 UTC on the monitored day): marked although it has no appointment.
    expect(rowTexts(am)).toEqual(['12:00 AM', '01:00 AM – 09:00 AM', '09:00 AM', '10:00 AM', '11:00 AM – 12:00 PM']);
    expect(rowTexts(pm)).toEqual(['12:00 PM – 02:00 PM', '02:00 PM', '03:00 PM – 11:00 PM', '11:00 PM']);
    expect(within(hourGroup('09:00 AM')).getByText('Sara Ali')).toBeInTheDocument();
    expect(within(hourGroup('09:00 AM')).getByText('09:30 AM')).toBeInTheDocument();
    expect(within(hourGroup('12:00 AM')).getByText('Omar Hadi')).toBeInTheDocument();
    expect(within(hourGroup('02:00 PM')).getByText('Lina Fares')).toBeInTheDocument();
    expect(within(hourGroup('11:00 PM')).getByText('Khalid Nasser')).toBeInTheDocument();
    expect(hourGroup('10:00 AM')).toHaveAttribute('data-now', 'true');
    expect(within(hourGroup('10:00 AM')).getByText('10:15 AM').closest('.mk-now-marker')).toHaveTextContent('Now 10:15 AM');
    expect(document.querySelectorAll('[data-now]')).toHaveLength(1);
    expect(within(am).queryByText('Lina Fares')).toBeNull();
    expect(within(pm).queryByText('Sara Ali')).toBeNull();
    // A tile opens the details.
    expect(screen.getByText('Sara Ali').closest('a')).toHaveAttribute('href', '/appointments/details/a1');
  });

  it('shows the legend and says each tile state in words; cancel only on upcoming tiles', async () => {
    appointmentServer({ tiles: TILES });
    renderMonitor();
    await screen.findByText('Sara Ali');
    const legend = screen.getByLabelText('Legend');
    expect(Array.from(legend.querySelectorAll('li'), (item) => item.textContent)).toEqual(['Upcoming', 'No show', 'Gone']);
    expect(within(tileOf('Lina Fares')!).getByText('No show')).toBeInTheDocument();
    expect(within(tileOf('Omar Hadi')!).getByText('Gone')).toBeInTheDocument();
    expect(within(tileOf('Sara Ali')!).getByText('Upcoming')).toBeInTheDocument();
    const cancels = Array.from(document.querySelectorAll('button[aria-label^="Cancel the appointment"]'), (node) => node.getAttribute('aria-label'));
    expect(cancels).toEqual(['Cancel the appointment with Sara Ali at 09:30 AM', 'Cancel the appointment with Khalid Nasser at 11:45 PM']);
  });

  it('reloads the day on Select, and shows another day and clinic through the URL', async () => {
    const { requests } = appointmentServer({ tiles: TILES });
    const { router } = renderMonitor();
    await screen.findByText('Sara Ali');
    fireEvent.click(button('Select'));
    await waitFor(() => expect(dayCalls(requests)).toHaveLength(2));
    expect(router.state.location.search).toBe('?date=2024-05-06&clinic=c1');

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '09-05-2024' } });
    fireEvent.mouseDown(screen.getByLabelText('Clinic'));
    fireEvent.click(await screen.findByTitle('Shifa Clinic'));
    fireEvent.click(button('Select'));
    await waitFor(() => expect(dayCalls(requests).at(-1)!.path).toBe('/api/monitoring/appointment-by-clinic/c2?day=2024-05-09'));
    expect(router.state.location.search).toBe('?date=2024-05-09&clinic=c2');
  });

  it('opens the day and clinic the URL names; another day has no "now" marker', async () => {
    const { requests } = appointmentServer({ tiles: [] });
    renderMonitor({ route: '/appointments?date=2024-02-29&clinic=c2' });
    expect(await screen.findByText(text('en', 'appointments.monitor.empty'))).toBeInTheDocument();
    expect(dayCalls(requests)[0].path).toBe('/api/monitoring/appointment-by-clinic/c2?day=2024-02-29');
    expect(document.querySelector('[data-now]')).toBeNull();
  });

  it("shows a PIC its first clinic, with a notice, when the URL names a clinic that is not theirs (never the raw id)", async () => {
    const { requests } = appointmentServer({ tiles: TILES });
    renderMonitor({ route: '/appointments?clinic=someone-elses-clinic' });
    expect(await screen.findByText(text('en', 'appointments.monitor.unknownClinic'))).toBeInTheDocument();
    await screen.findByText('Sara Ali');
    expect(dayCalls(requests).map((call) => call.path)).toEqual(['/api/monitoring/appointment-by-clinic/c1?day=2024-05-06']);
    expect(screen.queryByText('someone-elses-clinic')).toBeNull();
  });

  it('cancels an upcoming appointment after asking, then reloads the day', async () => {
    const { requests } = appointmentServer({ tiles: TILES });
    renderMonitor();
    await screen.findByText('Sara Ali');
    fireEvent.click(button('Cancel the appointment with Sara Ali at 09:30 AM'));
    const dialog = await findDialog();
    expect(dialog).toHaveTextContent('Are you sure you want to cancel the appointment with Sara Ali at 09:30 AM?');
    fireEvent.click(within(dialog).getByText('Cancel Appointment', { selector: 'button *' }));
    expect(await screen.findByText('Appointment canceled successfully')).toBeInTheDocument();
    expect(callsTo(requests, '/api/appointment-management/pic-cancel/a1', 'PATCH')).toHaveLength(1);
    await waitFor(() => expect(tileOf('Sara Ali')).toBeNull());
    expect(dayCalls(requests).length).toBeGreaterThanOrEqual(2);
  });

  it('says so when cancelling fails, and keeps the tile', async () => {
    appointmentServer({
      tiles: TILES,
      overrides: (request) =>
        request.method === 'PATCH' ? { status: 400, body: { result: 'error', message: 'Too late to cancel', payload: null } } : undefined,
    });
    renderMonitor();
    await screen.findByText('Sara Ali');
    fireEvent.click(button('Cancel the appointment with Sara Ali at 09:30 AM'));
    fireEvent.click(within(await findDialog()).getByText('Cancel Appointment', { selector: 'button *' }));
    expect(await screen.findByText('Cancelling appointment failed, try again later')).toBeInTheDocument();
    expect(screen.getByText('Too late to cancel')).toBeInTheDocument();
    expect(tileOf('Sara Ali')).not.toBeNull();
  });

  it('offers ADMIN the clinics list, first clinic by default', async () => {
    const { requests } = appointmentServer({ tiles: TILES });
    renderMonitor({ user: admin });
    await screen.findByText('Sara Ali');
    expect(callsTo(requests, '/api/clinic-read/')[0].path).toBe('/api/clinic-read/?page=1&limit=200');
    expect(dayCalls(requests)[0].path).toBe('/api/monitoring/appointment-by-clinic/c1?day=2024-05-06');
  });

  it("looks up, for ADMIN, a clinic the URL names beyond the select's first page, and shows its name", async () => {
    const { requests } = appointmentServer({
      tiles: TILES,
      overrides: (request) =>
        request.url.pathname === '/api/clinic-read/far'
          ? { status: 200, body: { result: 'ok', message: 'Clinic', payload: { sys_id: 'far', registered_clinic_name: 'Far Clinic', registered_clinic_name_arabic: 'عيادة بعيدة' } } }
          : undefined,
    });
    renderMonitor({ user: admin, route: '/appointments?clinic=far' });
    await screen.findByText('Sara Ali');
    expect(dayCalls(requests).map((call) => call.path)).toEqual(['/api/monitoring/appointment-by-clinic/far?day=2024-05-06']);
    expect(screen.getByTitle('Far Clinic')).toBeInTheDocument();
    expect(screen.queryByText(text('en', 'appointments.monitor.unknownClinic'))).toBeNull();
  });

  it("exports, for ADMIN only, the clinic's appointments of the range typed (the day shown by default), refusing a reversed range", async () => {
    URL.createObjectURL = jest.fn(() => 'blob:appointments');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { requests } = appointmentServer({
      tiles: TILES,
      overrides: (request) => (request.url.pathname === '/api/appointment-management/export' ? file('\uFEFFID\r\n', 'appointments-2024-05-06.csv') : undefined),
    });
    renderMonitor({ user: admin });
    await screen.findByText('Sara Ali');
    const exportBox = screen.getByRole('region', { name: "Export the clinic's appointments" });
    const [from, until] = within(exportBox).getAllByRole('textbox');
    expect(from).toHaveValue('06-05-2024');
    fireEvent.change(until, { target: { value: '01-05-2024' } });
    expect(await within(exportBox).findByRole('alert')).toHaveTextContent('The last day must be on or after the first day');
    expect(within(exportBox).getByRole('button', { name: /Export/ })).toBeDisabled();
    fireEvent.change(until, { target: { value: '31-05-2024' } });
    await waitFor(() => expect(within(exportBox).getByRole('button', { name: /Export/ })).toBeEnabled());
    fireEvent.click(within(exportBox).getByRole('button', { name: /Export/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await screen.findByText('appointments-2024-05-06.csv downloaded');
    const exported = requests.filter((request) => request.url.pathname === '/api/appointment-management/export');
    expect(exported.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([{ format: 'csv', lang: 'en', clinicId: 'c1', from: '2024-05-06', until: '2024-05-31' }]);
    click.mockRestore();
  });

  it('offers a PIC no export of appointments', async () => {
    appointmentServer({ tiles: TILES });
    renderMonitor();
    await screen.findByText('Sara Ali');
    expect(screen.queryByRole('region', { name: "Export the clinic's appointments" })).toBeNull();
  });

  it('is right-to-left in Arabic with Arabic labels and clinic names', async () => {
    appointmentServer({ tiles: TILES });
    renderMonitor({ locale: 'ar' });
    // The physician's Arabic name; Omar has none, so his English one.
    expect(await screen.findByText('سارة علي')).toBeInTheDocument();
    expect(screen.getByText('Omar Hadi')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText(text('ar', 'appointments.monitor.title'), { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByLabelText(text('ar', 'appointments.monitor.filters.date'))).toBeInTheDocument();
    expect(screen.getByTitle('عيادة النور')).toBeInTheDocument();
    expect(screen.getByText('09:30 ص')).toBeInTheDocument();
  });
});
