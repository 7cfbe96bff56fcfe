import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { admin, makePhysician, physicianServer, renderPhysicianPage, text } from '../test/physician-test-kit';
import PhysicianProfilePage from './physician-profile.page';

const SARA = makePhysician({
  phone: '0501234567',
  email: 'sara@example.com',
  education: 'MBBS, King Abdulaziz University',
  expertise: 'Child psychiatry',
  expertise_ar: 'الطب النفسي للأطفال',
  subspecialization: 'Orthodontics',
  subspecialization_ar: 'تقويم الأسنان',
  nationality: 'Saudi',
  national_id: '1234567897',
  date_of_birth: '1985-04-12',
  consultation_fees: 200,
  walkin_fees: 150.5,
  homecare_fees: 0,
  audio_enabled: true,
  text_enabled: false,
  video_enabled: true,
});

const renderProfile = (id = SARA.sys_id, locale: 'en' | 'ar' = 'en') =>
  renderPhysicianPage(<PhysicianProfilePage />, { user: admin, locale, path: 'physicians/profile/:id', route: `/physicians/profile/${id}` });

const sheet = (key: string) => document.querySelector<HTMLElement>(`[data-sheet="${key}"]`)!;
const row = (key: string, label: string) => within(sheet(key)).getByText(label).closest('tr')!;
const button = (name: string) => screen.getByText(name, { selector: 'button *' }).closest('button')!;

describe('physician profile', () => {
  it('shows the photo, the name and the five data sheets, fees in SAR', async () => {
    physicianServer({ physicians: [SARA] });
    renderProfile();
    expect(await screen.findByText('Sara Ali', { selector: 'h1 *' })).toBeInTheDocument();
    expect(screen.getByLabelText('Picture of Sara Ali')).toBeInTheDocument();
    expect(screen.getByText('Specialist Physician · Dentistry')).toBeInTheDocument();
    for (const title of ['Contact', 'Bio', 'General', 'Consultation Details', 'Available Consultation Types']) {
      expect(screen.getByText(title, { selector: 'h2' })).toBeInTheDocument();
    }
    expect(row('contact', 'Phone Number')).toHaveTextContent('0501234567');
    expect(row('contact', 'Email')).toHaveTextContent('sara@example.com');
    expect(row('bio', 'Bio (English)')).toHaveTextContent('A dentist');
    expect(row('bio', 'Bio (Arabic)')).toHaveTextContent('طبيبة أسنان');
    expect(row('general', 'Clinic')).toHaveTextContent('Noor Clinic');
    expect(row('general', 'Title')).toHaveTextContent('Specialist Physician');
    expect(row('general', 'Date of Birth')).toHaveTextContent('12-04-1985');
    expect(row('general', 'Profile Link')).toHaveTextContent('https://example.com/sara-ali');
    expect(row('consultation', 'Consultation Duration')).toHaveTextContent('30 minutes');
    expect(row('consultation', 'Online Consultation Fees')).toHaveTextContent(/SAR\s*200\.00/);
    expect(row('consultation', 'Walk-In Fees')).toHaveTextContent(/SAR\s*150\.50/);
    expect(row('types', 'Walk-In')).toHaveTextContent('Available');
    expect(row('types', 'Text Consultation')).toHaveTextContent('Not Available');
    expect(row('types', 'Video Consultation')).toHaveTextContent('Available');
    expect(row('types', 'Home Care')).toHaveTextContent('Not Available');
  });

  it("leads to the schedule with 'Update Time Slots' and to the form with 'Update Information'", async () => {
    physicianServer({ physicians: [SARA] });
    const { router } = renderProfile();
    fireEvent.click((await screen.findByText('Update Time Slots', { selector: 'button *' })).closest('button')!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/physicians/update-schedule/${SARA.sys_id}`));
    await act(() => router.navigate(`/physicians/profile/${SARA.sys_id}`));
    fireEvent.click((await screen.findByText('Update Information', { selector: 'button *' })).closest('button')!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/physicians/update/${SARA.sys_id}`));
  });

  it("says 'Error: Physician {message}' when the physician cannot be loaded, and offers a retry", async () => {
    const { requests } = physicianServer({ physicians: [] });
    renderProfile('7a1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d0404');
    expect(await screen.findByText('Error: Physician Physician not found')).toBeInTheDocument();
    const before = requests.length;
    fireEvent.click(button('Retry'));
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
    expect(screen.queryByText('Update Information')).not.toBeInTheDocument();
  });

  it('shows Arabic names, placeholders for missing values and Western-digit SAR in Arabic', async () => {
    const sparse = makePhysician({ email: undefined, phone: undefined, education: undefined, consultation_fees: 200 });
    physicianServer({ physicians: [sparse] });
    renderProfile(sparse.sys_id, 'ar');
    expect(await screen.findByText('سارة علي', { selector: 'h1 *' })).toBeInTheDocument();
    expect(row('general', text('ar', 'physicians.profile.fields.clinic'))).toHaveTextContent('عيادة النور');
    expect(row('contact', text('ar', 'physicians.profile.fields.phone'))).toHaveTextContent(text('ar', 'physicians.profile.placeholders.phone'));
    expect(row('bio', text('ar', 'physicians.profile.fields.education'))).toHaveTextContent(text('ar', 'physicians.profile.placeholders.none'));
    expect(row('consultation', text('ar', 'physicians.profile.fields.consultationFees'))).toHaveTextContent(/200/);
    expect(button(text('ar', 'physicians.profile.updateSlots'))).toBeInTheDocument();
  });
});
