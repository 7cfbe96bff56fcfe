import type { Page } from 'playwright-core';
import { LoginPage } from '../pages/login.page';
import { DEMO_PASSWORD } from './demo-users';

/**
 * Stores the language the dashboard starts in. On a new page, by a script that runs before the
 * page's own on its first load only (a switch made later in the test stays), so the first screen
 * loads once, already in that language; on a page already open, directly, for its next load.
 */
export async function storeLocale(page: Page, locale: 'en' | 'ar') {
  if (page.url().startsWith('http')) {
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
  } else {
    await page.addInitScript((value) => {
      if (sessionStorage.getItem('e2e-locale-stored')) return;
      localStorage.setItem('locale', value);
      sessionStorage.setItem('e2e-locale-stored', 'yes');
    }, locale);
  }
}

/** Logs a demo user in through the login screen, in the chosen language, and waits for Home. */
export async function logIn(page: Page, email: string, locale: 'en' | 'ar') {
  await storeLocale(page, locale);
  await new LoginPage(page).logIn(email, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/');
}
