import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, type } from '@mk/module-kit/testing';
import type { FakeRequest } from '@mk/module-kit/testing';
import { admin, clinicServer, makeClinic, renderClinicPage, text } from '../test/clinic-test-kit';
import ClinicUpdatePage from './clinic-update.page';

const CLINIC = makeClinic({ avatar: '', website: null as unknown as string, tags: [{ id: 1, name: 'VIP', name_ar: null }] });
const PATH = `/clinics/update/${CLINIC.sys_id}`;

function serverFor(patch?: (request: FakeRequest) => { status?: number; body: unknown } | never) {
  return clinicServer({
    clinics: [CLINIC],
    overrides: (request) => {
      if (request.method !== 'PATCH') return undefined;
      return patch?.(request) ?? { body: { result: 'ok', message: 'Clinic updated', payload: { ...CLINIC, ...(request.body as object) } } };
    },
  });
}

const renderUpdate = (route = PATH, locale: 'en' | 'ar' = 'en') =>
  renderClinicPage(<ClinicUpdatePage />, { user: admin, locale, path: 'clinics/update/:id', route });

const submitButton = () => screen.getByText('Update clinic').closest('button')!;

describe('update a clinic', () => {
  it('is prefilled from the navigation state without asking the server', async () => {
    const { requests } = serverFor();
    const { router } = renderUpdate('/');
    await act(() => router.navigate(PATH, { state: { clinic: { ...CLINIC, registered_clinic_name: 'Noor Clinic (from list)' } } }));
    expect(await screen.findByText('Update Clinic', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Clinic Name (English)')).toHaveValue('Noor Clinic (from list)');
    expect(callsTo(requests, `/api/clinic-read/${CLINIC.sys_id}`)).toHaveLength(0);
  });

  it('is fetched by id when opened directly, and breadcrumbs Clinics / name / Update', async () => {
    const { requests } = serverFor();
    renderUpdate();
    await waitFor(() => expect(screen.getByLabelText('Clinic Name (English)')).toHaveValue('Noor Clinic'));
    expect(callsTo(requests, `/api/clinic-read/${CLINIC.sys_id}`)).toHaveLength(1);
    expect(screen.getByLabelText('Street')).toHaveValue('Prince Sultan Road');
    expect(screen.getByLabelText('Walk-In Appointments')).toBeChecked();
    expect(screen.getByLabelText('Breadcrumb')).toHaveTextContent('Clinics/Noor Clinic/Update');
  });

  it('needs names of more than 5 characters', async () => {
    serverFor();
    renderUpdate();
    await waitFor(() => expect(screen.getByLabelText('Clinic Name (English)')).toHaveValue('Noor Clinic'));
    type('Clinic Name (English)', 'Clini');
    expect(await screen.findByText('Invalid, must be more than 5 characters')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('sends the cleaned clinic, gives an empty logo the initials image, and opens the profile', async () => {
    const { requests } = serverFor();
    renderUpdate();
    await waitFor(() => expect(screen.getByLabelText('Clinic Name (English)')).toHaveValue('Noor Clinic'));
    type('Street', 'King Abdulaziz Road');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());
    expect(await screen.findByText('Clinic updated successfully')).toBeInTheDocument();
    const [patch] = callsTo(requests, `/api/clinic-write/${CLINIC.sys_id}`, 'PATCH');
    const body = patch.body as Record<string, unknown>;
    for (const field of ['sys_id', 'id', 'createdAt', 'updatedAt', 'pic_id', 'is_internal', 'tags', 'website']) expect(body).not.toHaveProperty(field);
    expect(body).toMatchObject({ street: 'King Abdulaziz Road', registered_clinic_name: 'Noor Clinic', path: 'noor-clinic', walkin_enabled: true });
    expect(String(body.avatar)).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(String(body.avatar))).toContain('>NC</text>');
    expect(await screen.findByTestId('location')).toHaveTextContent(`/clinics/profile/${CLINIC.sys_id}`);
  });

  it("shows a refusal as an error notice, and a transport failure as 'Error {message}'", async () => {
    let refuse = true;
    serverFor(() => {
      if (refuse) return { status: 403, body: { result: 'error', message: 'Only an administrator can change whether a clinic is internal', payload: null } };
      throw new TypeError('Failed to fetch');
    });
    renderUpdate();
    await waitFor(() => expect(screen.getByLabelText('Clinic Name (English)')).toHaveValue('Noor Clinic'));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());
    expect(await screen.findByText('Only an administrator can change whether a clinic is internal')).toBeInTheDocument();
    refuse = false;
    fireEvent.click(submitButton());
    expect(await screen.findByText('Error Failed to fetch')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});

describe('update a clinic in Arabic', () => {
  it('is right-to-left with the Arabic title, labels and rule messages', async () => {
    serverFor();
    renderUpdate(PATH, 'ar');
    expect(await screen.findByText(text('ar', 'clinics.update.title'), { selector: 'h1' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(screen.getByLabelText(text('ar', 'clinics.form.fields.nameAr'))).toHaveValue('عيادة النور'));
    type(text('ar', 'clinics.form.fields.nameAr'), 'عيادة');
    expect(await screen.findByText(text('ar', 'validation.name.tooShort', { n: 5 }))).toBeInTheDocument();
  });
});
