import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expectSheetRows, ok, openHistoryTab, sheetRow } from '@mk/module-kit/testing';
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
    expectSheetRows('contact', {
      'Phone Number': '0501234567',
      'Email': 'sara@example.com',
    });
    expectSheetRows('bio', {
      'Bio (English)': 'A dentist',
      'Bio (Arabic)': 'طبيبة أسنان',
    });
    expectSheetRows('general', {
      'Clinic': 'Noor Clinic',
      'Title': 'Specialist Physician',
      'Date of Birth': '12-04-1985',
      'Profile Link': 'https://example.com/sara-ali',
    });
    expectSheetRows('consultation', {
      'Consultation Duration': '30 minutes',
      'Online Consultation Fees': /SAR\s*200\.00/,
      'Walk-In Fees': /SAR\s*150\.50/,
    });
    expectSheetRows('types', {
      'Walk-In': 'Available',
      'Text Consultation': 'Not Available',
      'Video Consultation': 'Available',
      'Home Care': 'Not Available',
    });
  });

  it('tells in its History tab, in Arabic, who changed which field and when, and reads it only when opened', async () => {
    const { server } = physicianServer({ physicians: [SARA] });
    server.use({
      getRecordHistory: ok({
        count: 2,
        rows: [
          {
            at: '2026-03-15T21:40:00.000Z',
            actor: { sys_id: 'pic-1', name: 'مدير العيادة', role: 'PIC' },
            action: 'update',
            changes: [
              { field: 'walkin_fees', old: 150.5, new: 175 },
              { field: 'video_enabled', old: true, new: false },
            ],
          },
          { at: '2024-01-01T00:00:00.000Z', actor: null, action: 'create', changes: [{ field: 'national_id', old: null, new: '******7897' }] },
        ],
      }),
    });
    renderProfile(SARA.sys_id, 'ar');
    // @mk/ui's own words (its catalogue is not this package's): Yes, No, The system.
    const panel = await openHistoryTab(server.requests, 'physician', SARA.sys_id, 'مدير العيادة');
    // Riyadh's clock: 21:40 UTC on the 15th is 12:40 AM on the 16th there.
    expect(panel).toHaveTextContent(/16-03-2026.*12:40.*ص/);
    expect(panel).toHaveTextContent(`${text('ar', 'physicians.form.fields.walkinFees')}: من 150.5 إلى 175`);
    // The form offers video only inside 'Online Consultation': the profile's label names it.
    expect(panel).toHaveTextContent(`${text('ar', 'physicians.profile.fields.video')}: من نعم إلى لا`);
    expect(panel).toHaveTextContent(`${text('ar', 'physicians.form.fields.nationalId')}: ******7897`);
    expect(panel).toHaveTextContent('النظام');
    expect(panel).not.toHaveTextContent(/[A-Za-z]{3,}/);
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
    expect(sheetRow('general', text('ar', 'physicians.profile.fields.clinic'))).toHaveTextContent('عيادة النور');
    expect(sheetRow('contact', text('ar', 'physicians.profile.fields.phone'))).toHaveTextContent(text('ar', 'physicians.profile.placeholders.phone'));
    expect(sheetRow('bio', text('ar', 'physicians.profile.fields.education'))).toHaveTextContent(text('ar', 'physicians.profile.placeholders.none'));
    expect(sheetRow('consultation', text('ar', 'physicians.profile.fields.consultationFees'))).toHaveTextContent(/200/);
    expect(button(text('ar', 'physicians.profile.updateSlots'))).toBeInTheDocument();
  });
});
