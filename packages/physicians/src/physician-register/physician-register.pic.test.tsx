import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, callsTo, chooseBySearch, type } from '@mk/module-kit/testing';
import { clinicPic, physicianServer, renderPhysicianPage, text } from '../test/physician-test-kit';
import { fillRequiredFields } from '../test/fill-physician-form';
import PhysicianRegisterPage from './physician-register.page';

const renderRegister = (locale: 'en' | 'ar' = 'en') =>
  renderPhysicianPage(<PhysicianRegisterPage />, { user: clinicPic, locale, path: 'physicians/register', route: '/physicians/register' });

const createButton = () => screen.getByText('Create Physician', { selector: 'button *' }).closest('button')!;

describe('register a physician as a PIC', () => {
  it("offers the PIC's own clinics, sends no phone or password without app access, and shows a refusal with 'ERROR:'", async () => {
    const { requests } = physicianServer({
      overrides: (request) => (request.method === 'POST' && request.url.pathname === '/api/doctor-write' ? fail(403, 'You are not in charge of this clinic') : undefined),
    });
    renderRegister();
    await screen.findByText('Create New Physician', { selector: 'h1' });
    fireEvent.click(screen.getByLabelText('App Access'));
    expect(screen.queryByLabelText('Phone Number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await fillRequiredFields({ clinic: 'Shifa Clinic', appAccess: false });
    fireEvent.click(screen.getByLabelText('Home Care'));
    type('Home Care Fees (SAR)', '300');
    fireEvent.click(createButton());

    expect(await screen.findByText('ERROR: You are not in charge of this clinic')).toBeInTheDocument();
    const body = callsTo(requests, '/api/doctor-write', 'POST')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ clinic_id: 'c2', app_access: false, homecare_enabled: true, homecare_fees: 300 });
    expect(body).not.toHaveProperty('phone');
    expect(body).not.toHaveProperty('password');
    // The session holds the PIC's clinics: no clinic list is asked for.
    expect(callsTo(requests, '/api/clinic-read/')).toHaveLength(0);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});

describe('register a physician in Arabic', () => {
  it('is right-to-left with Arabic labels, clinic names and validation messages', async () => {
    physicianServer();
    renderRegister('ar');
    expect(await screen.findByText(text('ar', 'physicians.register.title'), { selector: 'h1' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    type(text('ar', 'physicians.form.fields.arabicName'), 'سارة');
    expect(await screen.findByText(text('ar', 'validation.name.tooShort', { n: 5 }))).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText(text('ar', 'physicians.form.fields.walkin')));
    type(text('ar', 'physicians.form.fields.duration'), '٩٠');
    expect(await screen.findByText(text('ar', 'validation.number.tooLarge', { max: 61 }))).toBeInTheDocument();
    await chooseBySearch(text('ar', 'physicians.form.fields.clinic'), 'عيادة الشفاء');
    fireEvent.click(screen.getByText(text('ar', 'physicians.register.submit'), { selector: 'button *' }));
    await waitFor(() => expect(document.querySelector('.ant-alert')).toHaveTextContent(text('ar', 'validation.required')));
  });
});
