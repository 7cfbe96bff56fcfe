import type { Page } from 'playwright-core';

/** The login screen, in either language. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  readonly email = () => this.page.getByLabel(/^(Email|البريد الإلكتروني)$/);
  readonly password = () => this.page.getByLabel(/^(Password|كلمة المرور)$/);
  readonly terms = () => this.page.getByRole('checkbox', { name: /I agree to the terms|أوافق على الشروط/ });
  readonly submit = () => this.page.getByRole('button', { name: /^(Login|تسجيل الدخول)$/ });

  async open() {
    await this.page.goto('/login');
    await this.email().waitFor();
  }

  async fill(email: string, password: string, acceptTerms = true) {
    await this.email().fill(email);
    await this.password().fill(password);
    if (acceptTerms) await this.terms().check();
  }

  async logIn(email: string, password: string) {
    await this.open();
    await this.fill(email, password);
    await this.submit().click();
  }
}
