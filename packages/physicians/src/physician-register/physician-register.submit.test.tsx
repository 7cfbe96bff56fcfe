import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, fill, sectionValidity, submitted, uploadImage } from '@mk/module-kit/testing';
import { admin, physicianServer, renderPhysicianPage } from '../test/physician-test-kit';
import { fillRequiredFields } from '../test/fill-physician-form';
import PhysicianRegisterPage from './physician-register.page';

const renderRegister = () =>
  renderPhysicianPage(<PhysicianRegisterPage />, { user: admin, locale: 'en', path: 'physicians/register', route: '/physicians/register' });

// Queries by text and label, not by role: computing every accessible name of this big form takes seconds in jsdom.
const createButton = () => screen.getByText('Create Physician', { selector: 'button *' }).closest('button')!;

describe('register a physician', () => {
  it("sends the cleaned physician, says 'Physician Created Successfully' and opens the list", async () => {
    const { server, requests } = physicianServer();
    renderRegister();
    await screen.findByText('Create New Physician', { selector: 'h1' });
    await uploadImage('sara.png');
    await fillRequiredFields({ clinic: 'Shifa Clinic' });
    fireEvent.click(screen.getByLabelText('Walk-In'));
    fireEvent.click(screen.getByLabelText('Online Consultation'));
    fill('Consultation Duration (minutes)', '30');
    fill('Walk-In Fees (SAR)', '150');
    fill('Online Consultation Fees (SAR)', '200');
    fill('Home Care Fees (SAR)', '  ');
    await waitFor(() => expect(sectionValidity('medical')).toBe('true'));
    expect(await submitted(createButton(), 'Physician Created Successfully', server, 'createPhysician')).toEqual({
      name: 'Sara Ahmed',
      arabic_name: 'سارة أحمد',
      title: 'CONSULTANT',
      gender: 'Female',
      about_en: 'Child and adolescent psychiatrist.',
      about: 'طبيبة نفسية للأطفال والمراهقين.',
      avatar: '/media/images/sara.png',
      phone: '0501234567',
      password: 'Secret@123',
      clinic_id: 'c2',
      medical_id: '998877',
      specialization: 'PSYCHIATRY',
      consultation_duration: 30,
      consultation_fees: 200,
      walkin_fees: 150,
      app_access: true,
      walkin_enabled: true,
      // Online Consultation ticks the three together.
      audio_enabled: true,
      text_enabled: true,
      video_enabled: true,
      homecare_enabled: false,
      uc_enabled: false,
      mr_enabled: false,
    });
    // ADMIN chose among all clinics, loaded page 1 with limit 200.
    expect(Object.fromEntries(callsTo(requests, '/api/clinic-read/')[0].url.searchParams)).toEqual({ page: '1', limit: '200' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/physicians$/);
  });
});
