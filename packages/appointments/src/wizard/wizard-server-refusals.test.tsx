import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiErrorMessages } from '@mk/i18n';
import { catalogueText } from '@mk/module-kit/testing';
import { callsTo, queryButton, text } from '../test/appointment-test-kit';
import { bookingServer, choose, renderWizard, type } from '../test/wizard-steps';

const ar = (id: string) => text('ar', id);
const apiText = catalogueText(apiErrorMessages);
const field = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
const refusal = (status: number, code: string, message: string) => ({ status, body: { result: 'error', message, payload: null, code } });

/** In Arabic: searches a phone nobody has, fills the new patient and walks to the slots. */
async function newPatientToSlots(nationalId: string) {
  renderWizard('ar');
  await screen.findByLabelText(ar('appointments.wizard.search.phone'));
  type(ar('appointments.wizard.search.phone'), '0555555555');
  fireEvent.click(queryButton(ar('appointments.wizard.search.submit'))!);
  await screen.findByText(ar('appointments.wizard.patient.formTitle'));
  type(ar('appointments.wizard.patient.fields.name'), 'Ali Hassan');
  type(ar('appointments.wizard.patient.fields.national_id'), nationalId);
  type(ar('appointments.wizard.patient.fields.date_of_birth'), '07-03-1990');
  fireEvent.click(queryButton(ar('appointments.wizard.next'))!);
  await screen.findByText(ar('appointments.wizard.booking.choosePhysician'));
  await choose(ar('appointments.wizard.booking.physician'), 'سارة علي');
  fireEvent.click(await screen.findByText('10:30 ص – 10:59 ص'));
  fireEvent.click(queryButton(ar('appointments.wizard.book'))!);
}

describe('creation wizard: the server refuses, in Arabic', () => {
  it('shows a taken slot in Arabic, not in the English of the server', async () => {
    const english = 'This time has just been booked by someone else, please choose another time';
    bookingServer({
      patients: [],
      overrides: (request) =>
        request.url.pathname === '/api/appointment-management/create-appointment-v2' ? refusal(409, 'appointment.slot_taken', english) : undefined,
    });
    await newPatientToSlots('1000000008');
    expect(await screen.findByText(apiText('ar', 'apiError.appointment.slot_taken'))).toBeInTheDocument();
    expect(screen.queryByText(english)).toBeNull();
  });

  it('sends a taken national id back to the patient step, refused on its field in Arabic, until it is changed', async () => {
    const english = 'A patient with this National/Residence ID already exists';
    const { requests } = bookingServer({
      patients: [],
      overrides: (request) =>
        request.url.pathname === '/api/patient-write' && (request.body as { national_id?: string }).national_id === '1000000008'
          ? refusal(409, 'patient.national_id_taken', english)
          : undefined,
    });
    await newPatientToSlots('1000000008');
    const taken = apiText('ar', 'apiError.patient.national_id_taken');
    const label = ar('appointments.wizard.patient.fields.national_id');
    await waitFor(() => expect(within(field(label)).getByText(taken)).toBeInTheDocument());
    expect(screen.queryByText(english)).toBeNull();
    expect(screen.getByLabelText(label)).toHaveValue('1000000008');
    expect(callsTo(requests, '/api/appointment-management/create-appointment-v2', 'POST')).toHaveLength(0);

    // Next is refused while the id is the taken one; another valid id clears the refusal.
    fireEvent.click(queryButton(ar('appointments.wizard.next'))!);
    expect(screen.queryByText(ar('appointments.wizard.booking.choosePhysician'))).toBeNull();
    type(label, '1234567897');
    await waitFor(() => expect(screen.queryByText(taken)).toBeNull());
    fireEvent.click(queryButton(ar('appointments.wizard.next'))!);
    // Back on the booking step with the slot still chosen: Book registers the new id and books.
    await waitFor(() => expect(queryButton(ar('appointments.wizard.book'))).not.toBeNull());
    fireEvent.click(queryButton(ar('appointments.wizard.book'))!);
    expect(await screen.findByText(ar('appointments.wizard.created'))).toBeInTheDocument();
    expect(callsTo(requests, '/api/patient-write', 'POST').map((call) => (call.body as { national_id: string }).national_id)).toEqual([
      '1000000008',
      '1234567897',
    ]);
  });
});
