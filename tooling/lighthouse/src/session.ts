import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '../../..');
export const reportsDir = join(here, '../reports');

/** The demo ADMIN (README "Demo logins"; tooling/e2e/src/support/demo-users.ts). */
export const ADMIN = { email: 'admin@example.com', password: 'Demo@12345' };
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** Chooses the language the way the dashboard remembers it (localStorage `locale`), then checks the app applied it. */
export async function useLocale(page: Page, baseUrl: string, locale: Locale, path: string) {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate((value) => localStorage.setItem('locale', value), locale);
  await page.goto(`${baseUrl}${path}`);
  try {
    await page.waitForFunction((value) => document.documentElement.lang === value, locale, { timeout: 60_000 });
  } catch (error) {
    const shown = await page.evaluate(() => `${location.pathname} lang=${document.documentElement.lang}: ${document.body.innerText.slice(0, 200)}`).catch(() => '?');
    throw new Error(`the page did not show ${locale} (${shown})`, { cause: error });
  }
}

/** Logs the demo ADMIN in through the login screen, as a user does; the session stays in the profile's localStorage. */
export async function logIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^(Email|البريد الإلكتروني)$/).fill(ADMIN.email);
  await page.getByLabel(/^(Password|كلمة المرور)$/).fill(ADMIN.password);
  await page.getByRole('checkbox', { name: /I agree to the terms|أوافق على الشروط/ }).check();
  await page.getByRole('button', { name: /^(Login|تسجيل الدخول)$/ }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });
}
