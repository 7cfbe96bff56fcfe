import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, callsTo, expectSheetRows, findDialog, ok, openHistoryTab } from '@mk/module-kit/testing';
import { admin, makePackage, packageServer, renderPackagePage, text } from '../test/package-test-kit';
import PackageDetailsPage from './details.page';

const CHECKUP = makePackage({ tags: [{ id: 2, name: 'Summer Offer', name_ar: null }] });

const renderDetails = (id = CHECKUP.sys_id, locale: 'en' | 'ar' = 'en') =>
  renderPackagePage(<PackageDetailsPage />, { user: admin, locale, path: 'packages/details/:id', route: `/packages/details/${id}` });

describe('package details', () => {
  it('shows title, description, price after in SAR, type, dates, image and tags', async () => {
    packageServer({ packages: [CHECKUP] });
    renderDetails();
    expect(await screen.findByText('Full Body Check-up', { selector: 'h1 *, h1' })).toBeInTheDocument();
    expectSheetRows('general', {
      Description: 'Blood tests, ECG and a consultation.',
      Price: /SAR\s*400/,
      'Package type': 'Check-up',
      'Offered by': 'Noor Clinic (Clinic)',
      'Start date': '01-01-2025',
      'End date': '31-12-2025',
      Tags: 'Summer Offer',
    });
    expect(screen.getByAltText('Full Body Check-up')).toHaveAttribute('src', CHECKUP.promo_img);
  });

  it('tells in its History tab, in Arabic, who changed which field and when, and reads it only when opened', async () => {
    const { server } = packageServer({ packages: [CHECKUP] });
    server.use({
      getRecordHistory: ok({
        count: 2,
        rows: [
          {
            at: '2026-03-15T21:30:00.000Z',
            actor: { sys_id: 'adm-1', name: 'مسؤول المنصة', role: 'ADMIN' },
            action: 'update',
            changes: [
              { field: 'price_after', old: 400, new: 350 },
              { field: 'title_ar', old: 'فحص الجسم الكامل', new: 'فحص الجسم الشامل' },
            ],
          },
          { at: '2025-01-01T00:00:00.000Z', actor: null, action: 'create', changes: [{ field: 'end_date', old: null, new: '2025-12-31' }] },
        ],
      }),
    });
    renderDetails(CHECKUP.sys_id, 'ar');
    // @mk/ui's own words (its catalogue is not this package's): Administrator, The system.
    const panel = await openHistoryTab(server.requests, 'package', CHECKUP.sys_id, 'مسؤول المنصة');
    // Riyadh's clock: 21:30 UTC on the 15th is 12:30 AM on the 16th there.
    expect(panel).toHaveTextContent(/16-03-2026.*12:30.*ص/);
    expect(panel).toHaveTextContent('مسؤول المنصة (مسؤول)');
    expect(panel).toHaveTextContent(`${text('ar', 'packages.form.fields.priceAfter')}: من 400 إلى 350`);
    expect(panel).toHaveTextContent(`${text('ar', 'packages.form.fields.titleAr')}: من فحص الجسم الكامل إلى فحص الجسم الشامل`);
    expect(panel).toHaveTextContent(`${text('ar', 'packages.form.fields.endDate')}: 2025-12-31`);
    expect(panel).toHaveTextContent('النظام');
    expect(panel).not.toHaveTextContent(/[A-Za-z]{3,}/);
  });

  it("says 'Package Not Found' for an unknown id", async () => {
    packageServer({ packages: [] });
    renderDetails('7a000000-0000-4000-8000-00000000dead');
    expect(await screen.findByText('Package Not Found')).toBeInTheDocument();
  });

  it('deletes after the confirmation and goes back to the list with the notice', async () => {
    const { requests } = packageServer({ packages: [CHECKUP] });
    const { router } = renderDetails();
    fireEvent.click(await screen.findByText('Delete Package', { selector: 'button *' }));
    const dialog = await findDialog();
    expect(dialog).toHaveTextContent('Are you sure you want to delete this package?');
    fireEvent.click(button('Delete', dialog));
    expect(await screen.findByText('Package Full Body Check-up has been deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages'));
    expect(callsTo(requests, '/api/promotion-write/delete-package', 'DELETE')[0].body).toEqual({ ids: [CHECKUP.sys_id] });
  });

  it('opens the update form with the package as navigation state', async () => {
    packageServer({ packages: [CHECKUP] });
    const { router } = renderDetails();
    fireEvent.click(await screen.findByText('Update Package', { selector: 'button *' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/packages/update/${CHECKUP.sys_id}`));
    expect((router.state.location.state as { package: { sys_id: string } }).package.sys_id).toBe(CHECKUP.sys_id);
  });

  it('is in Arabic with the Arabic type label and owner name', async () => {
    packageServer({ packages: [CHECKUP] });
    renderDetails(CHECKUP.sys_id, 'ar');
    expect(await screen.findByText(text('ar', 'packages.details.update'))).toBeInTheDocument();
    expectSheetRows('general', {
      [text('ar', 'packages.details.fields.title')]: 'فحص الجسم الكامل',
      [text('ar', 'packages.details.fields.description')]: 'تحاليل دم وتخطيط قلب واستشارة.',
      [text('ar', 'packages.details.fields.type')]: 'فحص شامل',
      [text('ar', 'packages.details.fields.owner')]: 'عيادة النور (عيادة)',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('فحص الجسم الكامل');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
