// Test helpers of the Emergency calls page: real store, messages and router; a fake API by endpoint name.
import type { EmergencyCall, SessionUser } from '@mk/contracts';
import { domainTestKit, testPic } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import { emergencyCallsModule } from '../emergency-calls.module';

/** A pharmacy PIC with two pharmacies, Olaya (the first, the default) and Malaz. */
export const pharmacist: SessionUser = {
  ...testPic([]),
  name: 'Pharmacy Manager',
  pharmacies: [
    { sys_id: 'ph-olaya', name: 'Al Dawaa Olaya' },
    { sys_id: 'ph-malaz', name: 'Nahdi Malaz' },
  ],
};

export const { text, renderPage: renderCallsPage } = domainTestKit(emergencyCallsModule, { en, ar }, validationMessages);

export function makeCall(overrides: Partial<EmergencyCall> = {}): EmergencyCall {
  return {
    temp_appointment_id: '5e6f7a8b-0000-4000-8000-00000000e001',
    date_time: '2026-11-20T14:05:00.000Z',
    patient: { name: 'Khalid Saleh', country_id: 'SAU', date_of_birth: '1990-03-05T06:00:00.000Z', national_id: '1234567897' },
    ...overrides,
  };
}
