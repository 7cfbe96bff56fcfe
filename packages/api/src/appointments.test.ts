import { appointmentsApi, createdAppointmentId } from './appointments';
import { fakeServer, ok, settle, testStore } from './test-kit';

const tile = { appointmentId: 'a1', drName: 'Sara Ali', time: '09:30', state: 0 };

describe('appointment endpoints', () => {
  it('asks the monitor for one clinic and day', async () => {
    const sent = fakeServer(() => ok([tile]));
    const result = await testStore().dispatch(appointmentsApi.endpoints.getClinicAppointments.initiate({ clinicId: 'c1', day: '2024-05-06' }));
    expect(sent[0].path).toBe('/api/monitoring/appointment-by-clinic/c1?day=2024-05-06');
    expect(result.data).toEqual([tile]);
  });

  it('reads one appointment by id', async () => {
    const sent = fakeServer(() => ok({ appointmentId: 'a1' }));
    const result = await testStore().dispatch(appointmentsApi.endpoints.getAppointment.initiate('a1'));
    expect(sent[0].path).toBe('/api/monitoring/appointment-by-id/a1');
    expect(result.data).toEqual({ appointmentId: 'a1' });
  });

  it('creates and then confirms an appointment with the spec bodies', async () => {
    const sent = fakeServer((request) => ok(request.path.endsWith('create-appointment-v2') ? { sys_id: 'a9' } : {}));
    const app = testStore();
    const body = {
      patient_id: 'pt1',
      physician_id: 'p1',
      type: 'walkin' as const,
      date_time: '2024-05-06 09:00',
      status: 'confirmed' as const,
      payment_type: 'clinic_pay' as const,
      payment_id: '',
      dialog_id: '',
    };
    const created = await app.dispatch(appointmentsApi.endpoints.createAppointment.initiate(body)).unwrap();
    await app.dispatch(appointmentsApi.endpoints.confirmAppointment.initiate(createdAppointmentId(created)!)).unwrap();
    expect(sent[0]).toEqual({ method: 'POST', path: '/api/appointment-management/create-appointment-v2', body });
    expect(sent[1]).toEqual({ method: 'POST', path: '/api/appointment-management/confirmation', body: { appointment_id: 'a9' } });
  });

  it('cancels, sets insurance and marks a no-show with PATCH on the spec paths', async () => {
    const sent = fakeServer(() => ok({}));
    const app = testStore();
    await app.dispatch(appointmentsApi.endpoints.cancelAppointment.initiate('a1')).unwrap();
    await app.dispatch(appointmentsApi.endpoints.setAppointmentInsurance.initiate({ id: 'a1', insurance: false })).unwrap();
    await app.dispatch(appointmentsApi.endpoints.markAppointmentNoShow.initiate('a1')).unwrap();
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PATCH /api/appointment-management/pic-cancel/a1',
      'PATCH /api/appointment-management/insurance/a1?insurance=false',
      'PATCH /api/appointment-management/noshow/a1',
    ]);
  });

  it('reloads the monitored day and the busy times after a cancel', async () => {
    const sent = fakeServer(() => ok([]));
    const app = testStore();
    const day = app.dispatch(appointmentsApi.endpoints.getClinicAppointments.initiate({ clinicId: 'c1', day: '2024-05-06' }));
    const busy = app.dispatch(appointmentsApi.endpoints.getPhysicianBusyTimes.initiate('p1'));
    await Promise.all([day, busy]);
    await app.dispatch(appointmentsApi.endpoints.cancelAppointment.initiate('a1')).unwrap();
    await settle();
    const reads = sent.filter((request) => request.method === 'GET').map((request) => request.path);
    expect(reads.filter((path) => path.includes('appointment-by-clinic'))).toHaveLength(2);
    expect(reads.filter((path) => path === '/api/appointment-management/physician-appointments/p1')).toHaveLength(2);
    day.unsubscribe();
    busy.unsubscribe();
  });
});

describe('createdAppointmentId', () => {
  it('reads the id whichever name the server uses', () => {
    expect(createdAppointmentId({ appointmentId: 'a' })).toBe('a');
    expect(createdAppointmentId({ sys_id: 'b' })).toBe('b');
    expect(createdAppointmentId({ appointment_id: 'c' })).toBe('c');
    expect(createdAppointmentId({ id: 4 })).toBe('4');
    expect(createdAppointmentId(null)).toBeUndefined();
  });
});
