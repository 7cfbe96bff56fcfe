import { realtimeNotificationProvider, type NotificationDelivery } from './notification-provider';

const delivery = (patientId: string): NotificationDelivery => ({
  patient_id: patientId,
  notification: { sys_id: 'n1', title: 'Clinics open late', content: null, image: null, createdAt: '2026-11-24T00:00:00.000Z' },
});

describe('the realtime notification provider', () => {
  it("emits `notification` to each patient's room", async () => {
    const emitted: unknown[][] = [];
    const provider = realtimeNotificationProvider({ emitToPatient: (...args) => void emitted.push(args) }, { warn: jest.fn() });
    await provider.deliver([delivery('p1'), delivery('p2')]);
    expect(emitted).toEqual([
      ['p1', 'notification', delivery('p1').notification],
      ['p2', 'notification', delivery('p2').notification],
    ]);
  });

  it('keeps a batch delivered when the gateway refuses the push (it is closing), and says so in the log', async () => {
    const warn = jest.fn();
    const provider = realtimeNotificationProvider({ emitToPatient: () => { throw new Error('adapter closed'); } }, { warn });
    await expect(provider.deliver([delivery('p1'), delivery('p2')])).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith({ failed: 2, batch: 2 }, expect.stringContaining('realtime push refused'));
  });
});
