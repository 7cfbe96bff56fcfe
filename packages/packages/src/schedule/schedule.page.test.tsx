import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, findDialog, ok } from '@mk/module-kit/testing';
import { admin, makePackage, packageServer, renderPackagePage, text } from '../test/package-test-kit';
import PackageSchedulePage from './schedule.page';

const CHECKUP = makePackage();
/** Half-hour slots on Sunday and Monday, 9 to 10 AM, as the server stores them. */
const STORED = [
  { day: 0, from: '0900', until: '0929' },
  { day: 0, from: '0930', until: '0959' },
  { day: 1, from: '0900', until: '0929' },
  { day: 1, from: '0930', until: '0959' },
];

const renderSchedule = (locale: 'en' | 'ar' = 'en') =>
  renderPackagePage(<PackageSchedulePage />, { user: admin, locale, path: 'packages/update-package-schedule/:id', route: `/packages/update-package-schedule/${CHECKUP.sys_id}` });

/** The fake server of the page: the package's calls, and the days off and special hours under the editor (issue 30). */
function scheduleServer(options: Parameters<typeof packageServer>[0], exceptions: unknown[] = []) {
  const kit = packageServer(options);
  kit.server.use({ getScheduleExceptions: ok(exceptions), getHolidays: ok([]) });
  return kit;
}

describe('package schedule', () => {
  it('loads the stored slots, and Create replaces them with the HH:MM periods in one call, with no reset', async () => {
    const { requests } = scheduleServer({ packages: [CHECKUP], slots: STORED });
    renderSchedule();
    expect(await screen.findByText('Sun, Mon: 09:00 AM to 10:00 AM')).toBeInTheDocument();
    expect(screen.getByText('If the schedule is reset, the package will no longer appear in the app until new time slots are added.')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Create', { selector: 'button, button *' }));
    expect(await screen.findByText('Package schedule created successfully')).toBeInTheDocument();
    const changes = requests.filter((request) => request.method !== 'GET').map((request) => [request.method, request.url.pathname, request.body]);
    expect(changes).toEqual([
      ['POST', '/api/promotion-write/update-timeslots', { package_id: CHECKUP.sys_id, periods: [{ days: [0, 1], from: '09:00', until: '10:00' }] }],
    ]);
  });

  it('resets after the confirmation', async () => {
    const { requests } = scheduleServer({ packages: [CHECKUP], slots: STORED });
    renderSchedule();
    await screen.findByText('Sun, Mon: 09:00 AM to 10:00 AM');
    fireEvent.click(screen.getByText('Reset', { selector: 'button, button *' }));
    fireEvent.click((await findDialog()).querySelector('.ant-btn-dangerous, .ant-btn-primary')!);
    expect(await screen.findByText('Package schedule successfully reset')).toBeInTheDocument();
    expect(callsTo(requests, `/api/promotion-write/reset-hours/${CHECKUP.sys_id}`, 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Sun, Mon: 09:00 AM to 10:00 AM')).not.toBeInTheDocument());
  });

  it("refuses a period that does not end after it starts with 'Error invalid time'", async () => {
    scheduleServer({ packages: [CHECKUP], slots: [] });
    renderSchedule();
    const days = await screen.findByRole('group', { name: 'Days' });
    fireEvent.click(within(days).getByLabelText('Tue'));
    fireEvent.change(screen.getByLabelText('From hour'), { target: { value: '6' } });
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'From AM or PM' })).getByText('PM'));
    fireEvent.click(screen.getByText('Add period', { selector: 'button, button *' }));
    expect(await screen.findByText('Error invalid time')).toBeInTheDocument();
  });

  it('says the reset note and the success in Arabic', async () => {
    scheduleServer({ packages: [CHECKUP], slots: STORED });
    renderSchedule('ar');
    expect(await screen.findByText(text('ar', 'packages.schedule.resetNote'))).toBeInTheDocument();
    fireEvent.click(screen.getByText(/^(إنشاء)$/, { selector: 'button, button *' }));
    expect(await screen.findByText(text('ar', 'packages.schedule.created'))).toBeInTheDocument();
  });

  it("says 'Package Not Found' for an unknown package", async () => {
    scheduleServer({ packages: [] });
    renderSchedule();
    expect(await screen.findByText('Package Not Found')).toBeInTheDocument();
  });

  it("shows the package's days off and special hours under the weekly editor, in Arabic too", async () => {
    const { server } = scheduleServer({ packages: [CHECKUP], slots: STORED });
    renderSchedule('ar');
    expect(await screen.findByRole('heading', { name: 'الإجازات والأوقات الخاصة' })).toBeInTheDocument();
    expect(await screen.findByText('لا توجد إجازات أو أوقات خاصة: يُطبَّق الجدول الأسبوعي كل يوم.')).toBeInTheDocument();
    expect(server.callsTo('getScheduleExceptions').map((call) => call.url.pathname)).toEqual([`/api/promotion-read/package-exceptions/${CHECKUP.sys_id}`]);
  });
});
