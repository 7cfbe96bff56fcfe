import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiErrorMessages } from '@mk/i18n';
import { catalogueText } from '@mk/module-kit/testing';
import { callsTo, makePatient, queryButton, text } from '../test/appointment-test-kit';
import { bookingServer, renderWizard, type } from '../test/wizard-steps';

/*
 * Issue 9 / 16: a national id or phone already registered to another patient was refused only when
 * Book Appointment was pressed, after the slot was chosen. Next on the patient step now asks.
 */

const apiText = catalogueText(apiErrorMessages);
const CHECK = '/api/patient-read/identity-check';
const field = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
const nextButton = (locale: 'en' | 'ar') => queryButton(text(locale, 'appointments.wizard.next'))!;
/** Next stops loading: the check is answered and the step has its outcome. */
const checked = (locale: 'en' | 'ar') => waitFor(() => expect(nextButton(locale)).not.toHaveClass('ant-btn-loading'));
const onSlotStep = (locale: 'en' | 'ar') => screen.queryByText(text(locale, 'appointments.wizard.booking.choosePhysician'));

/** Searches a phone nobody has and fills the new patient's form with this national id. */
async function newPatient(locale: 'en' | 'ar', nationalId: string, phone = '0555555555') {
  const t = (id: string) => text(locale, id);
  renderWizard(locale);
  await screen.findByLabelText(t('appointments.wizard.search.phone'));
  type(t('appointments.wizard.search.phone'), phone);
  fireEvent.click(queryButton(t('appointments.wizard.search.submit'))!);
  await screen.findByText(t('appointments.wizard.patient.formTitle'));
  type(t('appointments.wizard.patient.fields.name'), 'Ali Hassan');
  type(t('appointments.wizard.patient.fields.national_id'), nationalId);
  type(t('appointments.wizard.patient.fields.date_of_birth'), '07-03-1990');
}

describe("creation wizard: a new patient's national id and phone are checked on the patient step", () => {
  it.each(['ar', 'en'] as const)('keeps a taken national id on the patient step, refused on its field in the UI language (%s)', async (locale) => {
    const { requests } = bookingServer({ patients: [makePatient({ national_id: '1000000008' })] });
    await newPatient(locale, '١٠٠٠٠٠٠٠٠٨');
    fireEvent.click(nextButton(locale));

    const taken = apiText(locale, 'apiError.patient.national_id_taken');
    const idField = field(text(locale, 'appointments.wizard.patient.fields.national_id'));
    await waitFor(() => expect(within(idField).getByText(taken)).toBeInTheDocument());
    await checked(locale);
    expect(within(field(text(locale, 'appointments.wizard.patient.fields.phone'))).queryByText(apiText(locale, 'apiError.patient.phone_taken'))).toBeNull();
    expect(screen.queryByText(apiText(locale === 'ar' ? 'en' : 'ar', 'apiError.patient.national_id_taken'))).toBeNull();
    expect(onSlotStep(locale)).toBeNull();
    expect(callsTo(requests, CHECK, 'POST').map((call) => call.body)).toEqual([{ national_id: '1000000008', phone: '0555555555' }]);
    expect(callsTo(requests, '/api/patient-write', 'POST')).toHaveLength(0);

    // Next again asks nothing while the id is the refused one.
    fireEvent.click(nextButton(locale));
    await checked(locale);
    expect(onSlotStep(locale)).toBeNull();
    expect(callsTo(requests, CHECK, 'POST')).toHaveLength(1);
  });

  it('refuses a taken phone on its field too', async () => {
    bookingServer({ patients: [makePatient({ phone: '0555555556', national_id: '1000000008' })] });
    await newPatient('en', '1234567897', '0555555557');
    type('Phone number', '+966 55 555 5556');
    fireEvent.click(nextButton('en'));
    expect(await within(field('Phone number')).findByText('A patient with this phone number already exists')).toBeInTheDocument();
    await checked('en');
    expect(onSlotStep('en')).toBeNull();
  });

  it('shows Next loading while it checks, then advances a free national id to the slots without registering yet', async () => {
    let answer: (free: boolean) => void = () => undefined;
    const { requests } = bookingServer({
      overrides: (request) =>
        request.url.pathname === CHECK
          ? new Promise((resolve) => (answer = (free) => resolve({ status: 200, body: { result: 'ok', message: '', payload: { national_id_taken: !free, phone_taken: false } } })))
          : undefined,
    });
    await newPatient('en', '1234567897');
    fireEvent.click(nextButton('en'));
    await waitFor(() => expect(nextButton('en')).toHaveClass('ant-btn-loading'));
    expect(onSlotStep('en')).toBeNull();
    await act(async () => answer(true));
    expect(await screen.findByText('Choose a physician to see the time slots.')).toBeInTheDocument();
    expect(callsTo(requests, CHECK, 'POST')).toHaveLength(1);
    expect(callsTo(requests, '/api/patient-write', 'POST')).toHaveLength(0);
  });

  it('says so in Arabic when the check cannot reach the server, and stays on the patient step until it can', async () => {
    let online = false;
    bookingServer({
      patients: [],
      overrides: (request) => {
        if (request.url.pathname === CHECK && !online) throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    await newPatient('ar', '1234567897');
    fireEvent.click(nextButton('ar'));
    expect(await screen.findByText(text('ar', 'appointments.wizard.patient.checkFailed'))).toBeInTheDocument();
    await checked('ar');
    expect(screen.queryByText('Failed to fetch')).toBeNull();
    expect(onSlotStep('ar')).toBeNull();

    online = true;
    fireEvent.click(nextButton('ar'));
    expect(await screen.findByText(text('ar', 'appointments.wizard.booking.choosePhysician'))).toBeInTheDocument();
  });
});
