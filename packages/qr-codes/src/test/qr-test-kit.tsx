// Test helpers of the QR codes page: real store, messages and router; a fake API by endpoint name.
import type { QrBill, QrCode, SessionUser } from '@mk/contracts';
import { domainTestKit, testPharmacyPic } from '@mk/module-kit/testing';
import { validationMessages } from '@mk/validators';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';
import QrCodesPage from '../list/list.page';
import { qrCodesModule } from '../qr-codes.module';

export const { text, renderPage } = domainTestKit(qrCodesModule, { en, ar }, validationMessages);

/** The pharmacy PIC with two pharmacies: Cure (the first, the default) and Malaz. */
export const twoPharmacies: SessionUser = {
  ...testPharmacyPic,
  pharmacies: [...testPharmacyPic.pharmacies!, { sys_id: 'ph2', name: 'Nahdi Malaz', name_ar: 'النهدي الملز' }],
};

export function renderQrCodes(options: { user?: SessionUser; locale?: 'en' | 'ar'; route?: string } = {}) {
  return renderPage(<QrCodesPage />, { user: options.user ?? testPharmacyPic, locale: options.locale ?? 'en', path: 'qr-codes', route: options.route ?? '/qr-codes' });
}

export function makeCode(overrides: Partial<QrCode> = {}): QrCode {
  return { sys_id: 'qr-1', code: 'QR-7F3K9M2X', status: 'NEW', pharmacy_id: 'ph1', created_at: '2026-11-24T09:00:00.000Z', ...overrides };
}

/** A ZATCA payload (base64 TLV) as the server sends it; its content does not matter to the page. */
export const PAYLOAD = 'AQ/YtNix2YPYqSDYp9mE2LPZiNmCAg8zMDAwMDAwMDAwMDAwMDMDFDIwMjYtMTEtMjRUMTA6MTU6MDBaBAYxMTUuMDAFBTE1LjAw';

/** A non-Saudi patient's bill made at 10:15 UTC, 01:15 PM in Riyadh. */
export function makeBill(overrides: Partial<QrBill> = {}): QrBill {
  return {
    id: 'bill-42',
    invoice_number: 17,
    createdAt: '2026-11-24T10:15:00.000Z',
    amount: 100,
    tax: 15,
    total: 115,
    vat_rate: 0.15,
    is_saudi: false,
    qrcode_id: 'qr-1',
    pharmacy_id: 'ph1',
    seller_name: 'شركة السوق الصحي',
    vat_number: '300000000000003',
    city: 'الرياض',
    qr_payload: PAYLOAD,
    ...overrides,
  };
}

export const saudiBill = (overrides: Partial<QrBill> = {}) => makeBill({ tax: 0, total: 100, vat_rate: 0, is_saudi: true, ...overrides });
