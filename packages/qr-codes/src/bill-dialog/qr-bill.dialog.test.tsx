import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withoutIsolates } from '@mk/i18n';
import { fakeApi, fail, findDialog, ok } from '@mk/module-kit/testing';
import { makeBill, makeCode, renderQrCodes, saudiBill, text } from '../test/qr-test-kit';

const NEW_CODE = makeCode({ sys_id: 'qr-9', code: 'QR-NEW9' });
/** The invoice's lines as the reader sees them: label, value, label. */
const invoiceLines = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('tr[data-line]'), (row) => Array.from(row.children, (cell) => withoutIsolates(cell.textContent ?? '')));

async function openCreate() {
  await screen.findByText('QR-7F3K9M2X');
  fireEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
  return findDialog();
}

describe('Create QR Code', () => {
  it('asks the nationality, then Next creates the code and then its bill, and shows the invoice with the QR code', async () => {
    const server = fakeApi({
      getQrCodes: ok({ count: 1, rows: [makeCode()] }),
      createQrCode: ok(NEW_CODE),
      createQrBill: ok(saudiBill({ qrcode_id: 'qr-9' })),
    });
    renderQrCodes();
    const dialog = await openCreate();
    expect(within(dialog).getByText('Is the patient a Saudi citizen?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(within(dialog).getByLabelText('Saudi'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    const image = await within(dialog).findByRole('img', { name: 'QR code of invoice bill-42' });
    expect(server.calls.filter((call) => call.type === 'mutation').map((call) => [call.endpoint, call.body])).toEqual([
      ['createQrCode', { pharmacy_id: 'ph1' }],
      ['createQrBill', { isSaudi: 1, pharmacyId: 'ph1', qrcode_id: 'qr-9' }],
    ]);
    expect(server.callsTo('createQrBill')[0].url.pathname).toBe('/api/payment-service/create-qr-bill');
    const svg = image.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '200');
    expect(within(dialog).getByText('Simplified Tax Invoice')).toBeInTheDocument();
    expect(within(dialog).getByText('فاتورة ضريبية مبسطة')).toBeInTheDocument();
    expect(invoiceLines(dialog)).toContainEqual(['VAT 0%', '0.00 SAR', 'ضريبة القيمة المضافة 0%']);
    expect(invoiceLines(dialog)).toContainEqual(['Total (including VAT)', '100.00 SAR', 'الإجمالي (شامل الضريبة)']);
    expect(within(dialog).getByText('VAT on this consultation is borne by the state for Saudi citizens.')).toBeInTheDocument();
  });

  it('is usable with the keyboard: an arrow picks the nationality and Enter goes on', async () => {
    const user = userEvent.setup();
    const server = fakeApi({ getQrCodes: ok({ count: 1, rows: [makeCode()] }), createQrCode: ok(NEW_CODE), createQrBill: ok(makeBill({ qrcode_id: 'qr-9' })) });
    renderQrCodes();
    const dialog = await openCreate();
    within(dialog).getByLabelText('Saudi').focus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByLabelText('Non-Saudi')).toBeChecked();
    await user.keyboard('{Enter}');
    await within(dialog).findByRole('img', { name: 'QR code of invoice bill-42' });
    expect(server.callsTo('createQrBill')[0].body).toEqual({ isSaudi: 0, pharmacyId: 'ph1', qrcode_id: 'qr-9' });
    expect(invoiceLines(dialog)).toContainEqual(['VAT 15%', '15.00 SAR', 'ضريبة القيمة المضافة 15%']);
  });

  it("says why the bill failed and, on Next again, bills the code already made instead of making another", async () => {
    const server = fakeApi({
      getQrCodes: ok({ count: 1, rows: [makeCode()] }),
      createQrCode: ok(NEW_CODE),
      createQrBill: fail(503, 'Billing is unavailable'),
    });
    renderQrCodes();
    const dialog = await openCreate();
    fireEvent.click(within(dialog).getByLabelText('Non-Saudi'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('The QR code could not be created')).toBeInTheDocument();
    expect(within(dialog).getByText('Billing is unavailable')).toBeInTheDocument();
    server.use({ createQrBill: ok(makeBill({ qrcode_id: 'qr-9' })) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByRole('img', { name: 'QR code of invoice bill-42' });
    expect(server.callsTo('createQrCode')).toHaveLength(1);
    expect(server.callsTo('createQrBill').map((call) => (call.body as { qrcode_id: string }).qrcode_id)).toEqual(['qr-9', 'qr-9']);
  });
});

describe('Preview', () => {
  it('opens the invoice of a row directly, in English with the Riyadh time', async () => {
    const server = fakeApi({ getQrCodes: ok({ count: 1, rows: [makeCode({ status: 'BILLED' })] }), getQrBill: ok(makeBill()) });
    renderQrCodes();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview the invoice of QR-7F3K9M2X' }));
    const dialog = await findDialog();
    await within(dialog).findByRole('img', { name: 'QR code of invoice bill-42' });
    expect(server.callsTo('getQrBill')[0].url.pathname).toBe('/api/payment-service/bill-by-entity/qr-1');
    expect(invoiceLines(dialog)).toEqual([
      ['Seller', 'شركة السوق الصحي', 'البائع'],
      ['VAT Number', '300000000000003', 'الرقم الضريبي'],
      ['City', 'الرياض', 'المدينة'],
      ['Invoice No.', '17', 'رقم الفاتورة'],
      ['Reference', 'bill-42', 'المرجع'],
      ['Date', '24-11-2026 01:15 PM', 'التاريخ'],
      ['Amount (excluding VAT)', '100.00 SAR', 'المبلغ (غير شامل الضريبة)'],
      ['VAT 15%', '15.00 SAR', 'ضريبة القيمة المضافة 15%'],
      ['Total (including VAT)', '115.00 SAR', 'الإجمالي (شامل الضريبة)'],
    ]);
    expect(within(dialog).queryByText('VAT on this consultation is borne by the state for Saudi citizens.')).not.toBeInTheDocument();
    // Dialogs are at most 500 px wide (spec); the bilingual invoice fits, its long lines wrapping.
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '500px' });
  });

  it('puts the Arabic labels first (on the right) in Arabic, with ص/م', async () => {
    fakeApi({ getQrCodes: ok({ count: 1, rows: [makeCode({ status: 'BILLED' })] }), getQrBill: ok(makeBill()) });
    renderQrCodes({ locale: 'ar' });
    fireEvent.click(await screen.findByRole('button', { name: text('ar', 'qrCodes.list.previewOf', { code: 'QR-7F3K9M2X' }) }));
    const dialog = await findDialog();
    await within(dialog).findByRole('img', { name: text('ar', 'qrCodes.dialog.qrImage', { id: 'bill-42' }) });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(invoiceLines(dialog)[3]).toEqual(['رقم الفاتورة', '17', 'Invoice No.']);
    expect(invoiceLines(dialog)[5]).toEqual(['التاريخ', '24-11-2026 01:15 م', 'Date']);
    expect(invoiceLines(dialog)[8]).toEqual(['الإجمالي (شامل الضريبة)', '115.00 SAR', 'Total (including VAT)']);
    expect(within(dialog).getByRole('button', { name: text('ar', 'qrCodes.dialog.print') })).toBeInTheDocument();
  });

  it("says 'No Data' when the code has no bill", async () => {
    fakeApi({ getQrCodes: ok({ count: 1, rows: [makeCode()] }), getQrBill: fail(404, 'No Data', 'qr.bill_not_found') });
    renderQrCodes();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview the invoice of QR-7F3K9M2X' }));
    const dialog = await findDialog();
    expect(await within(dialog).findByText('No Data')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('offers to bill a NEW code that has none, and bills that code instead of making another', async () => {
    const server = fakeApi({
      getQrCodes: ok({ count: 1, rows: [makeCode({ status: 'NEW' })] }),
      getQrBill: fail(404, 'No Data', 'qr.no_bill'),
      createQrBill: ok(makeBill({ qrcode_id: 'qr-1' })),
    });
    renderQrCodes();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview the invoice of QR-7F3K9M2X' }));
    const dialog = await findDialog();
    expect(await within(dialog).findByText('No Data')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('Non-Saudi'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByRole('img', { name: 'QR code of invoice bill-42' });
    expect(server.calls.filter((call) => call.type === 'mutation').map((call) => [call.endpoint, call.body])).toEqual([
      ['createQrBill', { isSaudi: 0, pharmacyId: 'ph1', qrcode_id: 'qr-1' }],
    ]);
  });

  it("says 'No Data' in Arabic", async () => {
    fakeApi({ getQrCodes: ok({ count: 1, rows: [makeCode()] }), getQrBill: fail(404, 'No Data') });
    renderQrCodes({ locale: 'ar' });
    fireEvent.click(await screen.findByRole('button', { name: text('ar', 'qrCodes.list.previewOf', { code: 'QR-7F3K9M2X' }) }));
    expect(await within(await findDialog()).findByText(text('ar', 'qrCodes.dialog.noData'))).toBeInTheDocument();
  });
});

describe('Print', () => {
  const open = jest.spyOn(window, 'open');
  afterEach(() => open.mockReset());

  function fakePopup() {
    const popup = { document: document.implementation.createHTMLDocument(''), focus: jest.fn(), print: jest.fn(), addEventListener: jest.fn() };
    open.mockReturnValue(popup as unknown as Window);
    return popup;
  }

  async function previewInvoice() {
    fakeApi({ getQrCodes: ok({ count: 1, rows: [makeCode({ status: 'BILLED' })] }), getQrBill: ok(saudiBill()) });
    renderQrCodes();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview the invoice of QR-7F3K9M2X' }));
    const dialog = await findDialog();
    await within(dialog).findByRole('img', { name: 'QR code of invoice bill-42' });
    return dialog;
  }

  it('opens a window with the invoice right to left and the same QR svg, and prints it once', async () => {
    const popup = fakePopup();
    const dialog = await previewInvoice();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(open).toHaveBeenCalledTimes(1);
    const printed = popup.document;
    // The window's nodes belong to its own document, so they are read by attribute and text.
    expect(printed.documentElement.getAttribute('dir')).toBe('rtl');
    expect(printed.documentElement.getAttribute('lang')).toBe('ar');
    expect(printed.querySelector('h1')!.textContent).toBe('فاتورة ضريبية مبسطةSimplified Tax Invoice');
    const date = printed.querySelector('tr[data-line="date"]')!;
    expect(withoutIsolates(date.textContent!)).toBe('التاريخ24-11-2026 01:15 مDate');
    expect(printed.querySelector('tr[data-line="vat"]')!.textContent).toBe('ضريبة القيمة المضافة 0%0.00 SARVAT 0%');
    // The printed (PDF) invoice carries the seller's sequential number, the id as its reference.
    expect(withoutIsolates(printed.querySelector('tr[data-line="invoiceNumber"]')!.textContent!)).toBe('رقم الفاتورة17Invoice No.');
    expect(printed.body.textContent).toContain('تتحمل الدولة ضريبة القيمة المضافة');
    const modules = (root: ParentNode) => root.querySelector('svg path[stroke]')!.getAttribute('d');
    expect(modules(printed)).toBe(modules(dialog.querySelector('[data-invoice]')!));
    expect(printed.querySelector('svg')!.getAttribute('aria-label')).toBe('رمز QR للاستشارة - Consultation QR code');
    expect(printed.querySelector('style')!.textContent).toContain('border-collapse');
    await waitFor(() => expect(popup.print.mock.calls.length + popup.addEventListener.mock.calls.length).toBe(1));
  });

  it('says so when a blocker refuses the window', async () => {
    open.mockReturnValue(null);
    const dialog = await previewInvoice();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(await within(dialog).findByText('The print window was blocked. Allow pop-ups for this site and press Print again.')).toBeInTheDocument();
  });
});
