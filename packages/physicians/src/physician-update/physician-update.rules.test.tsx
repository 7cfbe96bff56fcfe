import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, callsTo, sectionValidity, type } from '@mk/module-kit/testing';
import { admin, makePhysician, physicianServer, renderPhysicianPage } from '../test/physician-test-kit';
import PhysicianUpdatePage from './physician-update.page';

const SARA = makePhysician({ phone: '0501234567', walkin_fees: 150, consultation_fees: 200 });
const PATCH_PATH = `/api/doctor-write/${SARA.sys_id}`;

const renderUpdate = () =>
  renderPhysicianPage(<PhysicianUpdatePage />, { user: admin, locale: 'en', path: 'physicians/update/:id', route: `/physicians/update/${SARA.sys_id}` });
const submitButton = () => screen.getByText('Update Physician', { selector: 'button *' }).closest('button')!;
const alertText = () => document.querySelector('.ant-alert')?.textContent ?? '';

describe('update a physician: rules', () => {
  it("asks for a phone while app access is on, caps the walk-in duration at 60, and reads 'Ensure all fields are filled out correctly'", async () => {
    const { requests } = physicianServer({ physicians: [SARA] });
    renderUpdate();
    await waitFor(() => expect(screen.getByLabelText('Phone Number')).toHaveValue('0501234567'));

    type('Phone Number', '');
    fireEvent.click(submitButton());
    await waitFor(() => expect(alertText()).toContain('Must provide phone number if app access is checked'));
    expect(screen.getAllByText('Must provide phone number if app access is checked')).toHaveLength(2);

    type('Phone Number', '0501234567');
    type('Consultation Duration (minutes)', '61');
    expect(await screen.findByText('Invalid should be less than 61')).toBeInTheDocument();
    type('Consultation Duration (minutes)', '45');
    type('Bio (English)', '');
    fireEvent.click(submitButton());
    await waitFor(() => expect(alertText()).toContain('Ensure all fields are filled out correctly'));
    expect(callsTo(requests, PATCH_PATH, 'PATCH')).toHaveLength(0);
  });

  it("shows the server's refusal and stays on the form", async () => {
    physicianServer({
      physicians: [SARA],
      overrides: (request) => (request.method === 'PATCH' ? fail(409, 'A physician with this email already exists') : undefined),
    });
    renderUpdate();
    await waitFor(() => expect(screen.getByLabelText('Physician Name (English)')).toHaveValue('Sara Ali'));
    fireEvent.click(submitButton());
    expect(await screen.findByText('A physician with this email already exists')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('offers an optional password when app access is turned on for a physician who had none', async () => {
    physicianServer({ physicians: [makePhysician({ app_access: false, phone: undefined })] });
    renderUpdate();
    await waitFor(() => expect(screen.getByLabelText('Physician Name (English)')).toHaveValue('Sara Ali'));
    expect(screen.queryByLabelText('Phone Number')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('App Access'));
    expect(screen.getByLabelText('Phone Number')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toBeRequired();
    // The phone it now needs is missing, and the section says so.
    await waitFor(() => expect(sectionValidity('contact')).toBe('false'));
  });
});
