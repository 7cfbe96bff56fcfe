import { facilityStatusChangeSchema } from './index';
import { errorsOf } from './test-helpers';

describe('facilityStatusChangeSchema', () => {
  it('approves and sends back with no reason, and trims a reason given', async () => {
    expect(await facilityStatusChangeSchema.validate({ status: 'active' })).toEqual({ status: 'active' });
    expect(await facilityStatusChangeSchema.validate({ status: 'pending' })).toEqual({ status: 'pending' });
    expect(await facilityStatusChangeSchema.validate({ status: 'suspended', reason: '  Licence expired  ' })).toEqual({
      status: 'suspended',
      reason: 'Licence expired',
    });
  });

  it('refuses a status that is not one of pending, active or suspended', async () => {
    const unknown = { status: 'Status must be pending, active or suspended' };
    expect(await errorsOf(facilityStatusChangeSchema, { status: 'approved' })).toEqual(unknown);
    expect(await errorsOf(facilityStatusChangeSchema, { status: 'ACTIVE' })).toEqual(unknown);
    expect(await errorsOf(facilityStatusChangeSchema, {})).toEqual(unknown);
    expect(await errorsOf(facilityStatusChangeSchema, 'active')).toEqual({ '': 'Status must be pending, active or suspended' });
  });

  it('needs a reason to suspend, and a blank one is none', async () => {
    const needed = { reason: 'Please give the reason for the suspension' };
    expect(await errorsOf(facilityStatusChangeSchema, { status: 'suspended' })).toEqual(needed);
    expect(await errorsOf(facilityStatusChangeSchema, { status: 'suspended', reason: '   ' })).toEqual(needed);
  });

  it('bounds the reason at 1000 characters and refuses control characters', async () => {
    expect(await errorsOf(facilityStatusChangeSchema, { status: 'suspended', reason: 'x'.repeat(1001) })).toEqual({
      reason: 'Must be at most 1000 characters',
    });
    expect(await errorsOf(facilityStatusChangeSchema, { status: 'suspended', reason: 'x'.repeat(1000) })).toEqual({});
    expect(await errorsOf(facilityStatusChangeSchema, { status: 'suspended', reason: 'bad\u0000reason' })).toEqual({
      reason: 'Contains characters that are not allowed',
    });
  });
});
