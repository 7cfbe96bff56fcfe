import { fireEvent, screen, waitFor } from '@testing-library/react';
import { appointmentServer, callsTo, makePatient, queryButton, text } from '../test/appointment-test-kit';
import { renderWizard, type } from '../test/wizard-steps';

describe('creation wizard: search and patient', () => {
  it('asks for a phone number before searching; step 1 has Next but no Back and no Book Appointment', async () => {
    const { requests } = appointmentServer();
    renderWizard();
    await screen.findByLabelText('Phone number');
    expect(queryButton('Back')).toBeNull();
    expect(queryButton('Next')).not.toBeNull();
    expect(queryButton('Book Appointment')).toBeNull();
    fireEvent.click(queryButton('Search')!);
    expect(await screen.findByText('Please enter a phone number')).toBeInTheDocument();
    fireEvent.click(queryButton('Next')!);
    expect(callsTo(requests, '/api/patient-read/search')).toHaveLength(0);
  });

  it('asks for a full phone number before searching (the server looks up whole numbers only)', async () => {
    const { requests } = appointmentServer({ patients: [makePatient()] });
    renderWizard();
    await screen.findByLabelText('Phone number');
    type('Phone number', '050123');
    fireEvent.click(queryButton('Search')!);
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(callsTo(requests, '/api/patient-read/search')).toHaveLength(0);
  });

  it('shows a found patient, searched by the normalised phone; Register switches to an empty form', async () => {
    const { requests } = appointmentServer({ patients: [makePatient()] });
    renderWizard();
    await screen.findByLabelText('Phone number');
    type('Phone number', '+966 50 123 4567');
    fireEvent.click(queryButton('Search')!);
    expect(await screen.findByText('Patient details')).toBeInTheDocument();
    expect(callsTo(requests, '/api/patient-read/search')[0].path).toBe('/api/patient-read/search?phone=0501234567');
    expect(screen.getByText('Huda Saleh')).toBeInTheDocument();
    expect(screen.getByText('1000000008')).toBeInTheDocument();
    expect(queryButton('Back')).not.toBeNull();
    expect(queryButton('Book Appointment')).toBeNull();

    fireEvent.click(queryButton('Register')!);
    expect(await screen.findByText('Register a new patient')).toBeInTheDocument();
    expect(screen.getByLabelText('Patient name')).toHaveValue('');
    expect(screen.queryByText('Huda Saleh')).toBeNull();
  });

  it("shows the server's message and the create form, with the phone filled in, when nobody is found", async () => {
    appointmentServer();
    renderWizard();
    await screen.findByLabelText('Phone number');
    type('Phone number', '٠٥٥٥٥٥٥٥٥٥');
    fireEvent.click(queryButton('Next')!);
    expect(await screen.findByText('No patient found with this phone number')).toBeInTheDocument();
    expect(screen.getByText('Register a new patient')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveValue('0555555555');
  });

  it('keeps the user on the form until the patient passes the shared rules', async () => {
    appointmentServer();
    renderWizard();
    await screen.findByLabelText('Phone number');
    type('Phone number', '0555555555');
    fireEvent.click(queryButton('Search')!);
    await screen.findByText('Register a new patient');

    type('Patient name', 'Ali');
    type('Phone number', '12345');
    type('National/Residence ID', '123456789');
    fireEvent.click(queryButton('Next')!);
    expect(await screen.findByText('Please fill all required fields', { selector: '[role="alert"] *' })).toBeInTheDocument();
    // Beside the empty date of birth as well.
    expect(screen.getByText('Please fill all required fields', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(screen.getByText('Invalid, must be more than 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid, must be more than 9 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(queryButton('Book Appointment')).toBeNull();

    type('Patient name', 'Ali Hassan');
    type('Phone number', '0555555555');
    type('National/Residence ID', '1000000008');
    type('Date of birth', '07-03-1990');
    await waitFor(() => expect(screen.queryAllByText('Please fill all required fields')).toHaveLength(0));
    fireEvent.click(queryButton('Next')!);
    expect(await screen.findByText('Choose a physician to see the time slots.')).toBeInTheDocument();
    expect(queryButton('Next')).toBeNull();
    expect(queryButton('Book Appointment')).not.toBeNull();

    // Back keeps what was typed.
    fireEvent.click(queryButton('Back')!);
    expect(await screen.findByLabelText('Patient name')).toHaveValue('Ali Hassan');
  });

  it("refuses at this step a national id the server would refuse (its checksum), before anything is sent", async () => {
    const { requests } = appointmentServer();
    renderWizard();
    await screen.findByLabelText('Phone number');
    type('Phone number', '0555555555');
    fireEvent.click(queryButton('Search')!);
    await screen.findByText('Register a new patient');
    type('Patient name', 'Ali Hassan');
    type('National/Residence ID', '1000000001');
    type('Date of birth', '07-03-1990');
    fireEvent.click(queryButton('Next')!);
    expect(await screen.findByText('Invalid National/Residence ID')).toBeInTheDocument();
    expect(screen.queryByText('Choose a physician to see the time slots.')).toBeNull();
    expect(callsTo(requests, '/api/patient-write', 'POST')).toHaveLength(0);

    type('National/Residence ID', '2000000006');
    await waitFor(() => expect(screen.queryByText('Invalid National/Residence ID')).toBeNull());
    fireEvent.click(queryButton('Next')!);
    expect(await screen.findByText('Choose a physician to see the time slots.')).toBeInTheDocument();
  });

  it('speaks Arabic, right to left', async () => {
    appointmentServer();
    renderWizard('ar');
    await screen.findByLabelText(text('ar', 'appointments.wizard.search.phone'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    fireEvent.click(queryButton(text('ar', 'appointments.wizard.search.submit'))!);
    expect(await screen.findByText(text('ar', 'validation.search.phoneRequired'))).toBeInTheDocument();
  });
});
