import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, choose, fail, fill } from '@mk/module-kit/testing';
import { admin, NOOR_CLINIC, OLAYA_PHARMACY, renderUserPage, SET_PASSWORD_URL, text, userServer } from '../test/user-test-kit';
import UserRegisterPage from './user-register.page';

/** Renders the form and waits for it (the module's messages arrive first). */
async function renderRegister(locale: 'en' | 'ar' = 'en') {
  const rendered = renderUserPage(<UserRegisterPage />, { user: admin, locale, path: 'users/register', route: '/users/register' });
  await screen.findByText(text(locale, 'users.register.submit'));
  return rendered;
}

async function pickFacility(label: string, name: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle(name));
}

describe('create a user', () => {
  it('creates a pharmacy PIC with their pharmacy and shows the one-time link, then the list', async () => {
    const { server } = userServer({ users: [] });
    const { router } = await renderRegister();
    fill('Name', 'Sara Pharmacist');
    fill('Email', 'sara@example.com');
    await choose('Role', 'Person in charge');
    // Each facility is chosen by name: no 'Select all' that would take every pharmacy from its PIC.
    fireEvent.mouseDown(screen.getByLabelText('Pharmacies'));
    await screen.findByTitle('Al Dawaa Olaya');
    expect(screen.queryByText('Select all')).not.toBeInTheDocument();
    await pickFacility('Pharmacies', 'Al Dawaa Olaya');
    await pickFacility('Clinics', 'Noor Clinic');
    fireEvent.click(button('Create user'));
    expect(await screen.findByDisplayValue(SET_PASSWORD_URL)).toBeInTheDocument();
    expect(screen.getByText('The account of Sara Pharmacist is created. Hand them this link to set their password:')).toBeInTheDocument();
    expect(server.callsTo('createStaffUser')[0].body).toEqual({
      name: 'Sara Pharmacist',
      email: 'sara@example.com',
      role: 'PIC',
      clinic_ids: [NOOR_CLINIC.sys_id],
      pharmacy_ids: [OLAYA_PHARMACY.sys_id],
      center_ids: [],
    });
    expect(router.state.location.pathname).toBe('/users/register');
    fireEvent.click(button('Done'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });

  it('gives an administrator no facility selects and sends none', async () => {
    const { server } = userServer({ users: [] });
    await renderRegister();
    fill('Name', 'Adam Admin');
    fill('Email', 'adam@example.com');
    await choose('Role', 'Administrator');
    expect(screen.queryByLabelText('Pharmacies')).not.toBeInTheDocument();
    fireEvent.click(button('Create user'));
    await screen.findByDisplayValue(SET_PASSWORD_URL);
    expect(server.callsTo('createStaffUser')[0].body).toEqual({ name: 'Adam Admin', email: 'adam@example.com', role: 'ADMIN' });
  });

  it('checks the fields with the shared schema before sending anything', async () => {
    const { server } = userServer({ users: [] });
    await renderRegister();
    fill('Name', 'Sara');
    fill('Email', 'not-an-email');
    fireEvent.click(button('Create user'));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(server.callsTo('createStaffUser')).toHaveLength(0);
  });

  it("shows the server's refusal (the e-mail taken) and stays on the form", async () => {
    const { server } = userServer({ users: [], overrides: (call) => (call.method === 'POST' ? fail(409, 'This email is already used by another account') : undefined) });
    const { router } = await renderRegister();
    fill('Name', 'Sara Pharmacist');
    fill('Email', 'sara@example.com');
    await choose('Role', 'Administrator');
    fireEvent.click(button('Create user'));
    expect(await screen.findByText('ERROR: This email is already used by another account')).toBeInTheDocument();
    // The page's banner keeps the reason after the notice has gone.
    expect(document.querySelector('.ant-alert-error')).toHaveTextContent('This email is already used by another account');
    expect(server.callsTo('createStaffUser')).toHaveLength(1);
    expect(screen.queryByDisplayValue(SET_PASSWORD_URL)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/register');
  });

  it('is in Arabic, with facility names in Arabic', async () => {
    userServer({ users: [] });
    await renderRegister('ar');
    expect(await screen.findByText(text('ar', 'users.register.title'), { selector: 'h1' })).toBeInTheDocument();
    await choose(text('ar', 'users.form.fields.role'), text('ar', 'users.roles.PIC'));
    fireEvent.mouseDown(screen.getByLabelText(text('ar', 'users.form.fields.pharmacies')));
    expect(await screen.findByTitle('صيدلية الدواء العليا')).toBeInTheDocument();
  });
});
