import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, fail, fill, findPage } from '@mk/module-kit/testing';
import { admin, makePackage, packageServer, renderPackagePage, text } from '../test/package-test-kit';
import PackageUpdatePage from './update.page';

const CHECKUP = makePackage();

const renderUpdate = (options: { id?: string; locale?: 'en' | 'ar'; state?: unknown } = {}) =>
  renderPackagePage(<PackageUpdatePage />, {
    user: admin,
    locale: options.locale,
    path: 'packages/update/:id',
    route: `/packages/update/${options.id ?? CHECKUP.sys_id}`,
  });

describe('update a package', () => {
  it('is prefilled without owner and center type, and sends the changed package, then opens its details', async () => {
    const { server } = packageServer({ packages: [CHECKUP] });
    const { router } = renderUpdate();
    expect(await screen.findByLabelText('Package title')).toHaveValue('Full Body Check-up');
    await findPage('Update Package', 'Packages/Full Body Check-up/Update');
    expect(screen.getByLabelText('Discount')).toHaveValue('20');
    expect(screen.queryByLabelText('Center type')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Clinic, center or pharmacy')).not.toBeInTheDocument();
    fill('Price after (SAR)', '450');
    expect(screen.getByLabelText('Discount')).toHaveValue('10');
    fireEvent.click(button('Update Package'));
    expect(await screen.findByText('Package updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/packages/details/${CHECKUP.sys_id}`));
    const body = server.callsTo('updatePackage')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Full Body Check-up', price_before: 500, price_after: 450, discount: 10, start_date: '2025-01-01', end_date: '2025-12-31' });
    expect(body).not.toHaveProperty('clinic_id');
    expect(body).not.toHaveProperty('center_type');
  });

  it('asks for the Arabic title and description of a package made without them before saving', async () => {
    const { server } = packageServer({ packages: [makePackage({ title_ar: '', description_ar: '' })] });
    renderUpdate();
    await screen.findByLabelText('Package title');
    fireEvent.click(button('Update Package'));
    expect(await screen.findByText('Please fill all required fields', { selector: '.ant-alert *' })).toBeInTheDocument();
    expect(server.callsTo('updatePackage')).toHaveLength(0);
    fill('Package title in Arabic', 'فحص الجسم الكامل');
    fill('Description in Arabic', 'تحاليل دم وتخطيط قلب واستشارة.');
    fireEvent.click(button('Update Package'));
    expect(await screen.findByText('Package updated successfully')).toBeInTheDocument();
    expect(server.callsTo('updatePackage')[0].body).toMatchObject({ title_ar: 'فحص الجسم الكامل', description_ar: 'تحاليل دم وتخطيط قلب واستشارة.' });
  });

  it("says 'Package Not Found' when the lookup fails", async () => {
    packageServer({ packages: [] });
    renderUpdate({ id: '7a000000-0000-4000-8000-00000000dead' });
    expect(await screen.findByText('Package Not Found')).toBeInTheDocument();
  });

  it('shows a refusal in a banner and a danger notice and stays', async () => {
    packageServer({
      packages: [CHECKUP],
      overrides: (request) => (request.method === 'PATCH' ? fail(400, 'The offer has already ended') : undefined),
    });
    const { router } = renderUpdate();
    await screen.findByLabelText('Package title');
    fireEvent.click(button('Update Package'));
    await waitFor(() => expect(screen.getAllByText('The offer has already ended').length).toBeGreaterThanOrEqual(2));
    expect(router.state.location.pathname).toBe(`/packages/update/${CHECKUP.sys_id}`);
  });

  it('is in Arabic', async () => {
    packageServer({ packages: [CHECKUP] });
    renderUpdate({ locale: 'ar' });
    expect(await screen.findByText(text('ar', 'packages.update.title'), { selector: 'h1' })).toBeInTheDocument();
    expect(await screen.findByLabelText(text('ar', 'packages.form.fields.title'))).toHaveValue('Full Body Check-up');
  });
});
