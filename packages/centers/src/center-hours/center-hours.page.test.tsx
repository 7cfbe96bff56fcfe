import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, fail, findDialog, ok } from '@mk/module-kit/testing';
import { centerPic, centerServer, makeCenter, renderCenterPage } from '../test/center-test-kit';
import CenterHoursPage from './center-hours.page';

const OLAYA = makeCenter();
/** Hourly slots on Sunday and Tuesday, 8 to 10 AM, as the server stores them. */
const STORED = [
  { day: 0, from: '0800', until: '0859' },
  { day: 0, from: '0900', until: '0959' },
  { day: 2, from: '0800', until: '0859' },
  { day: 2, from: '0900', until: '0959' },
];

const renderHours = () =>
  renderCenterPage(<CenterHoursPage />, { user: centerPic, path: 'centers/center-operating-hours/:id', route: `/centers/center-operating-hours/${OLAYA.sys_id}` });

/** The fake server of the page: the center's calls, and the days off and special hours under the editor (issue 30). */
function hoursServer(options: Parameters<typeof centerServer>[0], exceptions: unknown[] = []) {
  const kit = centerServer(options);
  kit.server.use({ getScheduleExceptions: ok(exceptions), getHolidays: ok([]) });
  return kit;
}

describe('center operating hours', () => {
  it("loads the stored hours, and Create replaces them with the center's HH:mm periods in one call, with no reset", async () => {
    const { requests } = hoursServer({ centers: [OLAYA], slots: STORED });
    renderHours();
    expect(await screen.findByText('Sun, Tue: 08:00 AM to 10:00 AM')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Al Borg Lab Olaya' })).toBeInTheDocument();
    expect(screen.getByText('If the timetable is reset, the center will no longer appear in the app until new time slots are added.')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Create', { selector: 'button, button *' }));
    expect(await screen.findByText('Operating hours successfully set')).toBeInTheDocument();
    const changes = requests.filter((request) => request.method !== 'GET').map((request) => [request.method, request.url.pathname, request.body]);
    expect(changes).toEqual([
      ['POST', '/api/medical-service-write/center-operating-hour', { center_id: OLAYA.sys_id, periods: [{ days: [0, 2], from: '08:00', until: '10:00' }] }],
    ]);
  });

  it('keeps the stored hours when the server refuses the save: no reset is sent, the refusal is shown', async () => {
    const { requests } = hoursServer({
      centers: [OLAYA],
      slots: STORED,
      overrides: (call) => (call.method === 'POST' ? fail(400, 'Select another time or day') : undefined),
    });
    renderHours();
    await screen.findByText('Sun, Tue: 08:00 AM to 10:00 AM');
    fireEvent.click(screen.getByText('Create', { selector: 'button, button *' }));
    expect(await screen.findByText(/Select another time or day/)).toBeInTheDocument();
    expect(callsTo(requests, `/api/medical-service-write/reset-operating-hour/${OLAYA.sys_id}`, 'DELETE')).toHaveLength(0);
    expect(screen.queryByText('Operating hours successfully set')).not.toBeInTheDocument();
    expect(screen.getByText('Sun, Tue: 08:00 AM to 10:00 AM')).toBeInTheDocument();
  });

  it('resets the hours after the confirmation', async () => {
    const { requests } = hoursServer({ centers: [OLAYA], slots: STORED });
    renderHours();
    await screen.findByText('Sun, Tue: 08:00 AM to 10:00 AM');
    fireEvent.click(screen.getByText('Reset', { selector: 'button, button *' }));
    const dialog = await findDialog();
    fireEvent.click(dialog.querySelector('.ant-btn-dangerous, .ant-btn-primary')!);
    expect(await screen.findByText('Operating hours reset successfully')).toBeInTheDocument();
    expect(callsTo(requests, `/api/medical-service-write/reset-operating-hour/${OLAYA.sys_id}`, 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Sun, Tue: 08:00 AM to 10:00 AM')).not.toBeInTheDocument());
  });

  it("refuses a period that does not end after it starts with 'Error: invalid time', and one overlapping a stored period", async () => {
    hoursServer({ centers: [OLAYA], slots: STORED });
    renderHours();
    await screen.findByText('Sun, Tue: 08:00 AM to 10:00 AM');
    const days = screen.getByRole('group', { name: 'Days' });
    fireEvent.click(within(days).getByLabelText('Mon'));
    // The creator starts at 9:00 AM until 5:00 PM: from 6 PM is after until.
    fireEvent.change(screen.getByLabelText('From hour'), { target: { value: '6' } });
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'From AM or PM' })).getByText('PM'));
    fireEvent.click(screen.getByText('Add period', { selector: 'button, button *' }));
    expect(await screen.findByText('Error: invalid time')).toBeInTheDocument();

    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'From AM or PM' })).getByText('AM'));
    fireEvent.click(within(days).getByLabelText('Tue'));
    fireEvent.click(screen.getByText('Add period', { selector: 'button, button *' }));
    expect(await screen.findByText('Select another time or day')).toBeInTheDocument();
  });

  it("shows the center's days off and special hours under the weekly editor", async () => {
    const { server } = hoursServer({ centers: [OLAYA], slots: STORED }, [
      { sys_id: 'x-1', kind: 'hours', from_date: '2025-03-31', until_date: '2025-03-31', periods: [{ days: [], from: '16:00', until: '18:00' }], note: null, created_at: '2025-02-01T08:00:00.000Z' },
    ]);
    renderHours();
    expect(await screen.findByRole('heading', { name: 'Days off and special hours' })).toBeInTheDocument();
    expect(await screen.findByText('Other hours')).toBeInTheDocument();
    expect(screen.getByText('04:00 PM – 06:00 PM')).toBeInTheDocument();
    expect(server.callsTo('getScheduleExceptions').map((call) => call.url.pathname)).toEqual([`/api/medical-service-read/center-exceptions/${OLAYA.sys_id}`]);
  });
});
