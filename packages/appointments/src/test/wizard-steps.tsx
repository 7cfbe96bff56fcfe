// Walking the creation wizard in tests: fill, choose, and reach the booking step.
import { fireEvent, screen } from '@testing-library/react';
import { appointmentServer, clinicPic, makePatient, makePhysician, queryButton, renderAppointmentPage } from './appointment-test-kit';
import WizardPage from '../wizard/wizard.page';

export const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const slot = (label: string) => screen.getByText(label).closest('button')!;
export const dayShown = () => screen.getByText(/2024$/, { selector: '[aria-live], [aria-live] *' }).textContent;

/** Opens an antd select by its label and picks the option titled `option`. */
export async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

export function renderWizard(locale?: 'en' | 'ar') {
  return renderAppointmentPage(<WizardPage />, { user: clinicPic, locale, path: 'appointments/create', route: '/appointments/create' });
}

/** Renders the wizard and walks to step 3 with the found patient Huda Saleh. */
export async function toBookingStep() {
  const { router } = renderWizard();
  await screen.findByLabelText('Phone number');
  type('Phone number', '0501234567');
  fireEvent.click(queryButton('Search')!);
  await screen.findByText('Patient details');
  fireEvent.click(queryButton('Next')!);
  await screen.findByText('Choose a physician to see the time slots.');
  return router;
}

/** Huda Saleh on file; Sara Ali (walk-in, chat) in Noor Clinic, Omar Hadi in Shifa; Monday 11:00 UTC taken. */
export const bookingServer = (options: Parameters<typeof appointmentServer>[0] = {}) =>
  appointmentServer({
    patients: [makePatient()],
    physicians: [makePhysician(), makePhysician({ sys_id: 'p2', name: 'Omar Hadi', arabic_name: 'عمر هادي', clinic_id: 'c2' })],
    busy: [{ from: '2024-05-06T11:00:00.000Z', until: '2024-05-06T11:29:00.000Z' }],
    ...options,
  });
