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

  /**
   * Fills the form and ticks the terms, until all three hold: on a busy machine the screen can be
   * drawn again while the language's messages arrive, and a tick made just before is then lost
   * (CI: "Clicking the checkbox did not change its state").
   */
  async fill(email: string, password: string, acceptTerms = true) {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.email().fill(email);
        await this.password().fill(password);
        if (acceptTerms) await this.terms().check({ timeout: 5_000 });
        const held = (await this.email().inputValue()) === email && (await this.password().inputValue()) === password && (!acceptTerms || (await this.terms().isChecked()));
        if (held) return;
        if (attempt >= 3) throw new Error('the login form did not keep what was typed into it');
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  }

  async logIn(email: string, password: string) {
    await this.open();
    await this.fill(email, password);
    await this.submit().click();
  }
}
