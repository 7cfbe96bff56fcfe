import type { Page } from 'playwright-core';
import { LoginPage } from '../pages/login.page';
import { DEMO_PASSWORD } from './demo-users';

/** Logs a demo user in through the login screen, in the chosen language, and waits for Home. */
export async function logIn(page: Page, email: string, locale: 'en' | 'ar') {
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('locale', value), locale);
  await new LoginPage(page).logIn(email, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/');
}
