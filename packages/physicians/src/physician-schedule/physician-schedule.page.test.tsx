import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, ok } from '@mk/module-kit/testing';
import { admin, makePhysician, physicianServer, renderPhysicianPage } from '../test/physician-test-kit';
import PhysicianSchedulePage from './physician-schedule.page';

const SARA = makePhysician({ consultation_duration: 30 });
const STORED = [
  { day: 1, from: '0900', until: '0929' },
  { day: 1, from: '0930', until: '0959' },
  { day: 3, from: '0900', until: '0929' },
  { day: 3, from: '0930', until: '0959' },
];

/** The fake server of the page: the physician's calls, and the days off and special hours under the editor (issue 30). */
function scheduleServer(options: Parameters<typeof physicianServer>[0], exceptions: unknown[] = []) {
  const kit = physicianServer(options);
  kit.server.use({ getScheduleExceptions: ok(exceptions), getHolidays: ok([]) });
  return kit;
}

describe('physician schedule page', () => {
  it("loads the stored slots, and Create replaces them with this physician's HHMM periods in one call, with no reset", async () => {
    const { requests } = scheduleServer({ physicians: [SARA], slots: STORED });
    renderPhysicianPage(<PhysicianSchedulePage />, {
      user: admin,
      path: 'physicians/update-schedule/:id',
      route: `/physicians/update-schedule/${SARA.sys_id}`,
    });
    expect(await screen.findByText('Mon, Wed: 09:00 AM to 10:00 AM')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sara Ali' })).toBeInTheDocument();
    expect(screen.getByText('After a reset, the physician no longer appears in the app until new slots are added.')).toBeInTheDocument();
    expect(callsTo(requests, `/api/appointment-management/get-operating-hour/${SARA.sys_id}`)).toHaveLength(1);

    fireEvent.click(screen.getByText('Create', { selector: 'button, button *' }));
    expect(await screen.findByText("Physician's schedule created successfully")).toBeInTheDocument();
    const changes = requests.filter((request) => request.method !== 'GET').map((request) => [request.method, request.url.pathname, request.body]);
    expect(changes).toEqual([
      ['POST', '/api/appointment-management/set-operating-hour-v3', { physician_id: SARA.sys_id, periods: [{ days: [1, 3], from: '0900', until: '1000' }] }],
    ]);
  });

  it("resets the physician's schedule after the confirmation", async () => {
    const { requests } = scheduleServer({ physicians: [SARA], slots: STORED });
    renderPhysicianPage(<PhysicianSchedulePage />, {
      user: admin,
      path: 'physicians/update-schedule/:id',
      route: `/physicians/update-schedule/${SARA.sys_id}`,
    });
    await screen.findByText('Mon, Wed: 09:00 AM to 10:00 AM');
    fireEvent.click(screen.getByText('Reset', { selector: 'button, button *' }));
    const dialog = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('[role="dialog"]');
      if (!open) throw new Error('no dialog open');
      return open;
    });
    fireEvent.click(dialog.querySelector('.ant-btn-dangerous, .ant-btn-primary')!);
    expect(await screen.findByText("Physician's schedule successfully reset")).toBeInTheDocument();
    expect(callsTo(requests, `/api/appointment-management/reset-operating-hour/${SARA.sys_id}`, 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Mon, Wed: 09:00 AM to 10:00 AM')).not.toBeInTheDocument());
  });

  it("shows the physician's days off and special hours under the weekly editor", async () => {
    const { server } = scheduleServer({ physicians: [SARA], slots: STORED }, [
      { sys_id: 'x-1', kind: 'off', from_date: '2025-03-05', until_date: '2025-03-05', periods: [], note: 'Conference', created_at: '2025-02-01T08:00:00.000Z' },
    ]);
    renderPhysicianPage(<PhysicianSchedulePage />, {
      user: admin,
      path: 'physicians/update-schedule/:id',
      route: `/physicians/update-schedule/${SARA.sys_id}`,
    });
    expect(await screen.findByRole('heading', { name: 'Days off and special hours' })).toBeInTheDocument();
    expect(await screen.findByText('Conference')).toBeInTheDocument();
    expect(screen.getByText('Wed, 5 March 2025')).toBeInTheDocument();
    expect(server.callsTo('getScheduleExceptions').map((call) => call.url.pathname)).toEqual([`/api/appointment-management/exceptions/${SARA.sys_id}`]);
  });
});
