import type { Page } from 'playwright-core';

/** The logged-in layout: sidebar, navbar, footer. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  readonly sidebar = () => this.page.getByRole('navigation', { name: /Main navigation|التنقل الرئيسي/ });
  readonly languageSwitch = (target: 'English' | 'العربية') => this.page.getByRole('button', { name: target });

  async sidebarEntries(): Promise<string[]> {
    const sidebar = this.sidebar();
    await sidebar.waitFor();
    const items = await sidebar.locator('li').allInnerTexts();
    return items.map((text) => text.trim()).filter(Boolean);
  }

  async logOut() {
    await this.sidebar().getByRole('button', { name: /Logout|تسجيل الخروج/ }).click();
  }

  htmlAttributes() {
    return this.page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
    }));
  }

  storedUser() {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  }
}
