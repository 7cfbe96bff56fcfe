import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { waitForToast } from './support/browser';
import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-users';
import { logIn } from './support/log-in';
import { apiCall } from './support/server';
import { useSuite } from './support/suite';
import { solidPng } from './pages/entity-form.page';
import { NotificationCenterPage, SendNotificationPage } from './pages/notifications.page';
import { ShellPage } from './pages/shell.page';

const suite = useSuite();

/** The patient app's demo patient (apps/server/src/seed: the demo app patient). */
const DEMO_PATIENT_PHONE = '0500000001';

interface PatientNotification {
  title: string;
  content: string | null;
  image: string | null;
}

/** The demo patient as the patient app signs in: their id and their notification center. */
async function demoPatient(baseUrl: string) {
  const login = await apiCall<{ token: string; sys_id: string }>(baseUrl, 'patient-app/login', { method: 'POST', body: { phone: DEMO_PATIENT_PHONE, password: DEMO_PASSWORD } });
  if (login.result !== 'ok') throw new Error(`patient login failed: ${login.message}`);
  const { token, sys_id } = login.payload;
  return {
    id: sys_id,
    token,
    notifications: async () => (await apiCall<{ rows: PatientNotification[] }>(baseUrl, 'patient-app/notifications?page=1&limit=50', { token })).payload.rows,
  };
}

/**
 * Waits until the patient's notification center holds every title: delivery finishes in the
 * background, so the page asks the patient-app route until it does (Playwright's condition wait).
 */
async function untilHeld(page: Page, token: string, titles: string[]): Promise<void> {
  await page.waitForFunction(
    async ({ token: bearer, titles: wanted }) => {
      const reply = await fetch('/api/patient-app/notifications?page=1&limit=50', { headers: { authorization: `Bearer ${bearer}` } });
      const rows: Array<{ title: string }> = (await reply.json()).payload?.rows ?? [];
      return wanted.every((title) => rows.some((row) => row.title === title));
    },
    { token, titles },
    { polling: 250, timeout: 30_000 },
  );
}

describe('notifications, end to end', () => {
  it("ADMIN sends a test notification to the demo patient and a stored broadcast with an image; the patient's notification center holds both", async () => {
    const { page } = suite.session;
    const { baseUrl } = suite.server;
    const suffix = String(Date.now()).slice(-6);
    const testTitle = `Test of the week ${suffix}`;
    const broadcastTitle = `Ramadan hours ${suffix}`;
    const patient = await demoPatient(baseUrl);
    const center = new NotificationCenterPage(page);
    const form = new SendNotificationPage(page);

    await logIn(page, DEMO_USERS.admin.email, 'en');
    await new ShellPage(page).sidebar().getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL((url) => url.pathname === '/notification');
    await center.settled();
    expect(await seriousViolations(page)).toEqual([]);
    await center.sendButton().click();
    await page.waitForURL((url) => url.pathname === '/notification/send');

    // Both sends wait for a title of at least 3 characters.
    await form.titleField().fill('Hi');
    await form.titleField().blur();
    await page.getByText('Invalid, must be more than 3 characters').waitFor();
    expect(await form.sendButton().isDisabled()).toBe(true);
    expect(await form.testButton().isDisabled()).toBe(true);

    await form.titleField().fill(testTitle);
    await form.contentField().fill('Your pharmacy order is on its way');
    expect(await form.storeBox().isChecked()).toBe(true);
    await form.sendTest('');
    await form.dialog().getByText('Must enter a user ID').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await form.userIdField().fill(patient.id);
    await form.dialogSend().click();
    await waitForToast(page, 'Notification sent and stored in the notification center');
    await form.dialog().waitFor({ state: 'hidden' });

    // The broadcast, with an image from the media uploader.
    await page.getByTestId('image-uploader-input').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: solidPng(16) });
    await page.getByRole('button', { name: /^Upload$/ }).click();
    await page.waitForFunction(() => {
      const src = document.querySelector('.mk-image-uploader img')?.getAttribute('src') ?? '';
      return src !== '' && !src.startsWith('blob:');
    });
    await form.titleField().fill(broadcastTitle);
    await form.contentField().fill('Clinics open after Iftar');
    await form.sendButton().click();
    await waitForToast(page, 'Notification sent and stored in the notification center');
    await page.waitForURL((url) => url.pathname === '/notification');
    await center.settled();
    await center.row(broadcastTitle).waitFor();
    expect(await center.row(broadcastTitle).innerText()).toContain('All patients');
    expect(await center.row(testTitle).innerText()).toContain('Test to patient');

    await untilHeld(page, patient.token, [testTitle, broadcastTitle]);
    const held = await patient.notifications();
    expect(held.find((row) => row.title === testTitle)).toMatchObject({ content: 'Your pharmacy order is on its way', image: null });
    expect(held.find((row) => row.title === broadcastTitle)).toMatchObject({ content: 'Clinics open after Iftar', image: expect.stringMatching(/^https?:\/\/.+\/api\/media\//) });
  });

  it('in Arabic: the Notification Center and Send Notification, with the test dialog, have no serious accessibility violation', async () => {
    const { page } = suite.session;
    const center = new NotificationCenterPage(page);
    const form = new SendNotificationPage(page);

    await logIn(page, DEMO_USERS.admin.email, 'ar');
    await new ShellPage(page).sidebar().getByRole('link', { name: 'الإشعارات' }).click();
    await page.waitForURL((url) => url.pathname === '/notification');
    await center.settled();
    await page.getByRole('heading', { name: 'مركز الإشعارات' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await center.sendButton().click();
    await page.waitForURL((url) => url.pathname === '/notification/send');
    await form.titleField().fill('تجربة');
    await form.sendTest('');
    await form.dialog().getByText('يجب إدخال معرّف المستخدم').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await form.dialogCancel().click();
    await form.dialog().waitFor({ state: 'hidden' });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
