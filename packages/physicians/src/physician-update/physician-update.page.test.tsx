import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, type } from '@mk/module-kit/testing';
import { admin, makePhysician, physicianServer, renderPhysicianPage } from '../test/physician-test-kit';
import PhysicianUpdatePage from './physician-update.page';

const SARA = makePhysician({
  phone: '0501234567',
  email: 'sara@example.com',
  walkin_fees: 150,
  consultation_fees: 200,
  homecare_fees: 0,
  date_of_birth: '1985-04-12',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-02T00:00:00.000Z',
});
const PATH = `/physicians/update/${SARA.sys_id}`;

const renderUpdate = () => renderPhysicianPage(<PhysicianUpdatePage />, { user: admin, locale: 'en', path: 'physicians/update/:id', route: PATH });
const submitButton = () => screen.getByText('Update Physician', { selector: 'button *' }).closest('button')!;

describe('update a physician', () => {
  it('is prefilled from doctor-read/{id}, with the clinic named and no password asked', async () => {
    const { requests } = physicianServer({ physicians: [SARA] });
    renderUpdate();
    expect(await screen.findByText('Update Physician Information', { selector: 'h1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Physician Name (English)')).toHaveValue('Sara Ali'));
    expect(callsTo(requests, `/api/doctor-read/${SARA.sys_id}`)).toHaveLength(1);
    expect(screen.getByLabelText('Breadcrumb')).toHaveTextContent('Physicians/Sara Ali/Update Information');
    expect(screen.getByLabelText('Physician Name (Arabic)')).toHaveValue('سارة علي');
    expect(screen.getByTitle('Specialist Physician')).toBeInTheDocument();
    expect(screen.getByTitle('Noor Clinic')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('12-04-1985');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('0501234567');
    expect(screen.getByLabelText('Walk-In')).toBeChecked();
    expect(screen.getByLabelText('Online Consultation')).toBeChecked();
    expect(screen.getByLabelText('Home Care')).not.toBeChecked();
    expect(screen.getByLabelText('Consultation Duration (minutes)')).toHaveValue('30');
    expect(screen.getByLabelText('Walk-In Fees (SAR)')).toHaveValue('150');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('sends the physician without its server fields, title-cased, with the default logo, then opens the profile', async () => {
    const { requests } = physicianServer({ physicians: [SARA] });
    renderUpdate();
    await waitFor(() => expect(screen.getByLabelText('Physician Name (English)')).toHaveValue('Sara Ali'));
    type('Physician Name (English)', 'sara ahmed');
    type('Email', '');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Physician updated successfully')).toBeInTheDocument();

    const body = callsTo(requests, `/api/doctor-write/${SARA.sys_id}`, 'PATCH')[0].body as Record<string, unknown>;
    for (const field of ['sys_id', 'id', 'clinic', 'createdAt', 'updatedAt', 'tags', 'password']) expect(body).not.toHaveProperty(field);
    expect(body).toMatchObject({
      name: 'Sara Ahmed',
      email: '',
      phone: '0501234567',
      clinic_id: 'c1',
      consultation_duration: 30,
      walkin_fees: 150,
      consultation_fees: 200,
      homecare_fees: 0,
      walkin_enabled: true,
      audio_enabled: true,
      app_access: true,
    });
    expect(String(body.avatar)).toMatch(/^data:image\/svg\+xml/);
    expect(await screen.findByTestId('location')).toHaveTextContent(`/physicians/profile/${SARA.sys_id}`);
  });
});
