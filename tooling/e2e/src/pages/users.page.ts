import type { Page } from 'playwright-core';

/** The Users area (ADMIN) in either language: the list, its row actions, the one-time link dialog. */
export class UserListPage {
  constructor(private readonly page: Page) {}

  readonly createButton = () => this.page.getByRole('button', { name: /^(Create a user|إنشاء مستخدم)$/ });
  readonly rows = () => this.page.locator('.mk-data-table tbody tr.ant-table-row');
  readonly row = (text: string) => this.rows().filter({ hasText: text });
  readonly dialog = () => this.page.getByRole('dialog');

  async open() {
    await this.page.goto('/users');
    await this.settled();
  }

  /** Waits until the table shows the answer to the latest request. */
  async settled() {
    await this.page.locator('.mk-data-table').waitFor();
    await this.page.waitForFunction(() => !document.querySelector('.mk-data-table .ant-spin-spinning'));
  }

  async rowAction(rowText: string, name: string, action: RegExp) {
    await this.row(rowText).getByRole('button', { name: new RegExp(`^(Actions for|إجراءات) ${name}`) }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  /** The set-password link the dialog shows once, after a create or a reset. */
  async shownLink(): Promise<string> {
    const field = this.dialog().getByLabel(/^(Set-password link|رابط تعيين كلمة المرور)$/);
    await field.waitFor();
    return field.inputValue();
  }
}

/** The public set-password page a link opens, in either language. */
export class SetPasswordPage {
  constructor(private readonly page: Page) {}

  readonly password = () => this.page.getByLabel(/^(New password|كلمة المرور الجديدة)$/);
  readonly confirmation = () => this.page.getByLabel(/^(Confirm the new password|تأكيد كلمة المرور الجديدة)$/);
  readonly submit = () => this.page.getByRole('button', { name: /^(Set password|تعيين كلمة المرور)$/ });

  async setPassword(password: string) {
    await this.password().fill(password);
    await this.confirmation().fill(password);
    await this.submit().click();
  }
}
