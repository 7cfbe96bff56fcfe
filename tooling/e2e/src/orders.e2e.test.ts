import { MakePriceOfferPage, OrdersPage, capturePdf, countAlarmTones } from './pages/orders.page';
import { seriousViolations } from './support/axe';
import { waitForToast } from './support/browser';
import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-users';
import { logIn } from './support/log-in';
import { pdfText } from './support/pdf-text';
import { apiCall } from './support/server';
import { useSuite } from './support/suite';

const suite = useSuite();

/** The patient app's demo patient (apps/server/src/seed/demo-orders.ts, DEMO_APP_PATIENT). */
const DEMO_PATIENT_PHONE = '0500000001';
/**
 * The centre of Riyadh (RIYADH_CENTRE in apps/server/src/seed/demo-pharmacies.ts): the demo
 * pharmacy PIC's Riyadh pharmacies are within about 2 km, so an order placed here reaches them.
 */
const NEAR_DEMO_PHARMACIES = { lat: 24.7136, lng: 46.6753 };

interface Prescription {
  sys_id: string;
  medicines: Array<{ generic_name: string }>;
}

interface PatientOffer {
  sys_id: string;
  total_price: string | number;
  time_to_deliver: string | number;
}

/** The patient app, as the marketplace's app calls it: signs the demo patient in. */
async function patientApp(baseUrl: string) {
  const login = await apiCall<{ token: string; name: string }>(baseUrl, 'patient-app/login', { method: 'POST', body: { phone: DEMO_PATIENT_PHONE, password: DEMO_PASSWORD } });
  if (login.result !== 'ok') throw new Error(`patient login failed: ${login.message}`);
  const { token, name } = login.payload;
  return {
    name,
    prescriptions: async () => (await apiCall<{ rows: Prescription[] }>(baseUrl, 'patient-app/prescriptions', { token })).payload.rows,
    order: (prescriptionId: string) =>
      apiCall<{ sys_id: string }>(baseUrl, 'patient-app/orders', { method: 'POST', token, body: { product_type: 'PRESCRIPTION', product_id: prescriptionId, ...NEAR_DEMO_PHARMACIES } }),
    offers: async (orderId: string) => (await apiCall<{ rows: PatientOffer[] }>(baseUrl, `patient-app/orders/${orderId}/offers`, { token })).payload.rows,
    answer: (offerId: string, answer: 'accept' | 'decline') => apiCall(baseUrl, `patient-app/offers/${offerId}/${answer}`, { method: 'POST', token }),
    cancel: (orderId: string, reason: string) => apiCall(baseUrl, `patient-app/orders/${orderId}/cancel`, { method: 'POST', token, body: { reason } }),
  };
}

describe('orders, end to end', () => {
  it('a patient orders; the pharmacy PIC hears the alarm, sends an offer, gets it accepted, delivers, and opens the PDF with the patient’s Arabic name', async () => {
    const { context, page, pageErrors } = suite.session;
    const { baseUrl } = suite.server;
    await countAlarmTones(context);
    const orders = new OrdersPage(page);

    // The PIC logs in (a click: the browser then lets the page play sound) and opens Orders.
    await logIn(page, DEMO_USERS.pharmacyPic.email, 'en');
    await orders.openFromSidebar();
    await orders.markPage();

    const patient = await patientApp(baseUrl);
    expect(patient.name).toMatch(/[\u0600-\u06FF]/);
    const prescription = (await patient.prescriptions()).find((row) => row.medicines.length >= 2)!;
    const placed = await patient.order(prescription.sys_id);
    expect([placed.status, placed.result]).toEqual([201, 'ok']);
    const orderId = placed.payload.sys_id;

    // The card comes over the socket, with its notification and the chime repeating until answered.
    await orders.incomingCard(orderId).waitFor();
    expect(await orders.isSamePage()).toBe(true);
    await orders.newOrderNotice(orderId).waitFor();
    await orders.waitForChimes(2);
    expect(await seriousViolations(page)).toEqual([]);

    // The notification's Send Offer opens Make Price Offer, its rows the prescription's medicines.
    await orders.sendOfferOnNotice(orderId).click();
    const offer = new MakePriceOfferPage(page);
    await offer.loaded(orderId);
    await orders.newOrderNotice(orderId).waitFor({ state: 'detached' });
    const chimesWhenAnswered = await orders.chimesPlayed();
    expect(await offer.medicineNames()).toEqual(prescription.medicines.map((medicine) => medicine.generic_name));
    const prices = prescription.medicines.map((_, index) => (index === 0 ? { price: '12.50', quantity: '2' } : { price: '20' }));
    await offer.fill(prices, { price: '10', minutes: '45' });
    const expectedTotal = 10 + 25 + 20 * (prices.length - 1);
    await offer.total().filter({ hasText: expectedTotal.toFixed(2) }).waitFor();
    await offer.send().click();
    await waitForToast(page, 'Offer sent successfully');
    await page.waitForURL((url) => url.pathname === '/orders');
    // Answered: the alarm has stopped.
    expect(await orders.chimesPlayed()).toBe(chimesWhenAnswered);

    // The patient sees the offer, with the total the server computed, and accepts it.
    const [sent] = await patient.offers(orderId);
    expect([Number(sent.total_price), Number(sent.time_to_deliver)]).toEqual([expectedTotal, 45]);
    const accepted = await patient.answer(sent.sys_id, 'accept');
    expect([accepted.status, accepted.result]).toEqual([200, 'ok']);

    await waitForToast(page, 'Offer Accepted Prepare Now');
    await orders.waitForChimes(chimesWhenAnswered + 1);
    await orders.liveCard(orderId).waitFor();
    await orders.incomingCard(orderId).waitFor({ state: 'detached' });
    expect(await orders.liveCard(orderId).innerText()).toContain(patient.name);
    expect(await orders.isSamePage()).toBe(true);

    // The PDF icon opens a new tab on the PDF's signed link; the PDF's text holds the Arabic name.
    const servedPdf = await capturePdf(context, orderId);
    const [tab] = await Promise.all([context.waitForEvent('page'), orders.pdfButton(orderId).click()]);
    const pdf = await servedPdf();
    expect(pdf.tab).toBe(tab);
    expect([pdf.status, pdf.contentType]).toEqual([200, 'application/pdf']);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(patient.name);
    expect(text).toContain(prescription.medicines[0].generic_name);

    // Straight from Waiting to Delivered (a later step may be chosen directly): once the server has
    // answered, the delivered order leaves Live Orders.
    await orders.waitForStep(orderId, 'Waiting', 'process');
    expect(await orders.stepStatus(orderId, 'Delivered')).toBe('wait');
    expect(await orders.moveDelivery(orderId, 'Delivered')).toBe(200);
    await orders.liveCard(orderId).waitFor({ state: 'detached' });

    expect(pageErrors).toEqual([]);
  });

  it('in Arabic: the card’s Send Offer opens the form, prices typed in Arabic-Indic digits are sent; the patient declines and the PIC is told', async () => {
    const { page, pageErrors } = suite.session;
    const orders = new OrdersPage(page, 'ar');
    await logIn(page, DEMO_USERS.pharmacyPic.email, 'ar');
    await orders.openFromSidebar();

    const patient = await patientApp(suite.server.baseUrl);
    const [prescription] = await patient.prescriptions();
    const placed = await patient.order(prescription.sys_id);
    expect(placed.status).toBe(201);
    const orderId = placed.payload.sys_id;

    await orders.incomingCard(orderId).waitFor();
    await orders.newOrderNotice(orderId).waitFor();
    // Right to left, with an incoming card and the New Order notification.
    expect(await seriousViolations(page)).toEqual([]);

    await orders.sendOfferOnCard(orderId).click();
    const offer = new MakePriceOfferPage(page, 'ar');
    await offer.loaded(orderId);
    const rows = prescription.medicines.length;
    // ١٥ ر.س each, ٥ for delivery, in ٣٠ minutes: the form reads them as 15, 5 and 30.
    await offer.fill(
      prescription.medicines.map(() => ({ price: '١٥' })),
      { price: '٥', minutes: '٣٠' },
    );
    const expectedTotal = 15 * rows + 5;
    await offer.total().filter({ hasText: expectedTotal.toFixed(2) }).waitFor();
    await offer.send().click();
    await waitForToast(page, 'تم إرسال العرض بنجاح');

    const [sent] = await patient.offers(orderId);
    expect([Number(sent.total_price), Number(sent.time_to_deliver)]).toEqual([expectedTotal, 30]);
    const declined = await patient.answer(sent.sys_id, 'decline');
    expect([declined.status, declined.result]).toEqual([200, 'ok']);
    await waitForToast(page, 'رفض المريض عرضك');
    expect(pageErrors).toEqual([]);
  });

  it('in Arabic: the PIC withdraws a sent offer from its card and may offer again; an order the patient cancels leaves the screen at once (issue 30)', async () => {
    const { page, pageErrors } = suite.session;
    const orders = new OrdersPage(page, 'ar');
    await logIn(page, DEMO_USERS.pharmacyPic.email, 'ar');
    await orders.openFromSidebar();
    await orders.markPage();

    const patient = await patientApp(suite.server.baseUrl);
    const [first, second] = await patient.prescriptions();
    const offeredOn = (await patient.order(first.sys_id)).payload.sys_id;
    await orders.sendOfferOnCard(offeredOn).click();
    const offer = new MakePriceOfferPage(page, 'ar');
    await offer.loaded(offeredOn);
    await offer.fill(first.medicines.map(() => ({ price: '10' })), { price: '5', minutes: '30' });
    await offer.send().click();
    await waitForToast(page, 'تم إرسال العرض بنجاح');
    expect(await patient.offers(offeredOn)).toHaveLength(1);

    // Withdrawn from the card, after its question: the patient no longer sees it, and Send Offer is back.
    await orders.incomingCard(offeredOn).getByRole('button', { name: 'سحب العرض' }).click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: 'سحب العرض' }).click();
    await waitForToast(page, 'تم سحب العرض');
    await orders.sendOfferOnCard(offeredOn).waitFor();
    expect(await patient.offers(offeredOn)).toEqual([]);

    // Another order, canceled by the patient while its card and notice are up: both go, no reload.
    const canceled = (await patient.order((second ?? first).sys_id)).payload.sys_id;
    await orders.incomingCard(canceled).waitFor();
    await orders.newOrderNotice(canceled).waitFor();
    const reply = await patient.cancel(canceled, 'وجدت الدواء في المنزل');
    expect([reply.status, reply.result]).toEqual([200, 'ok']);
    await orders.incomingCard(canceled).waitFor({ state: 'detached' });
    await orders.newOrderNotice(canceled).waitFor({ state: 'detached' });
    expect(await orders.isSamePage()).toBe(true);

    // The order history finds the first order by its id's beginning: still waiting, our one offer listed.
    await page.goto(`/orders/history?search=${offeredOn.slice(0, 8)}`);
    const row = page.getByRole('row').filter({ hasText: 'عدد العروض: 1' });
    await row.waitFor();
    expect(await row.innerText()).toContain('قيد الانتظار');
    expect(await page.getByRole('row').filter({ hasText: 'عدد العروض' }).count()).toBe(1);
    await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
