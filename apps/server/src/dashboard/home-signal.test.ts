import { HOME_CHANGED_EVENT } from '@mk/contracts';
import { homeSignal } from './home-signal';
import { isAcceptedApiWrite } from './home-signal-sources';

function fakeRealtime() {
  const emitted: string[] = [];
  return {
    emitted,
    emitToRole: (role: string, event: string) => emitted.push(`role:${role} ${event}`),
    emitToUser: (sysId: string, event: string) => emitted.push(`user:${sysId} ${event}`),
  };
}

describe('homeSignal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tells a room at once, holds what follows for a second, then tells it once more', () => {
    const realtime = fakeRealtime();
    const signal = homeSignal(realtime, 1000);
    signal.toRole('ADMIN');
    expect(realtime.emitted).toEqual([`role:ADMIN ${HOME_CHANGED_EVENT}`]);
    jest.advanceTimersByTime(100);
    signal.toRole('ADMIN');
    jest.advanceTimersByTime(200);
    signal.toRole('ADMIN');
    jest.advanceTimersByTime(699);
    expect(realtime.emitted).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(realtime.emitted).toHaveLength(2);
    // That second one holds the room again; a quiet second then frees it.
    jest.advanceTimersByTime(1000);
    expect(realtime.emitted).toHaveLength(2);
    signal.toRole('ADMIN');
    expect(realtime.emitted).toHaveLength(3);
    signal.close();
  });

  it('holds each room apart', () => {
    const realtime = fakeRealtime();
    const signal = homeSignal(realtime, 1000);
    signal.toRole('ADMIN');
    signal.toUser('pic-1');
    signal.toUser('pic-2');
    signal.toUser('pic-1');
    expect(realtime.emitted).toEqual([`role:ADMIN ${HOME_CHANGED_EVENT}`, `user:pic-1 ${HOME_CHANGED_EVENT}`, `user:pic-2 ${HOME_CHANGED_EVENT}`]);
    signal.close();
  });

  it('leaves nothing pending once closed, and keeps no timer holding the process', () => {
    const realtime = fakeRealtime();
    const signal = homeSignal(realtime, 1000);
    signal.toUser('pic-1');
    signal.toUser('pic-1');
    expect(jest.getTimerCount()).toBe(1);
    signal.close();
    expect(jest.getTimerCount()).toBe(0);
    signal.toUser('pic-1');
    jest.advanceTimersByTime(5000);
    expect(realtime.emitted).toHaveLength(1);
  });

  it('unrefs its timers', () => {
    jest.useRealTimers();
    const signal = homeSignal(fakeRealtime(), 60_000);
    const unref = jest.spyOn(Object.getPrototypeOf(setTimeout(() => undefined, 0)), 'unref');
    signal.toUser('pic-1');
    expect(unref).toHaveBeenCalled();
    unref.mockRestore();
    signal.close();
  });
});

describe('isAcceptedApiWrite', () => {
  const write = (method: string, url: string, status = 200, routeUrl?: string) => isAcceptedApiWrite({ method, url, routeUrl }, status);

  it('takes an accepted change through the API', () => {
    expect(write('POST', '/api/tags-write/tags', 201)).toBe(true);
    expect(write('PATCH', '/api/appointment-management/noshow/1')).toBe(true);
    expect(write('DELETE', '/api/clinic-write/1')).toBe(true);
  });

  it('leaves out reads, refusals, failures, sign-in and sign-out, and what is not the API', () => {
    expect(write('GET', '/api/dashboard-read/home')).toBe(false);
    expect(write('HEAD', '/api/dashboard-read/home')).toBe(false);
    expect(write('OPTIONS', '/api/tags-write/tags')).toBe(false);
    expect(write('POST', '/api/tags-write/tags', 400)).toBe(false);
    expect(write('POST', '/api/tags-write/tags', 500)).toBe(false);
    expect(write('POST', '/api/administrator-read/login')).toBe(false);
    expect(write('POST', '/api/administrator-read/login/two-factor/confirm')).toBe(false);
    expect(write('POST', '/api/administrator-read/logout')).toBe(false);
    expect(write('POST', '/api/patient-app/login', 200, '/api/patient-app/login')).toBe(false);
    expect(write('POST', '/metrics')).toBe(false);
  });
});
