import type { Page } from 'playwright-core';

const EN_OR_AR = (en: string, ar: string) => new RegExp(`^(${en}|${ar})$`);

/** The Notification Center in either language: Send Notification, the table of what was sent. */
export class NotificationCenterPage {
  constructor(private readonly page: Page) {}

  readonly sendButton = () => this.page.getByRole('button', { name: EN_OR_AR('Send Notification', 'إرسال إشعار') });
  readonly row = (title: string) => this.page.locator('.mk-data-table tbody tr.ant-table-row').filter({ hasText: title });

  /** Waits until the table shows the answer to the latest request. */
  async settled() {
    await this.page.locator('.mk-data-table').waitFor();
    await this.page.waitForFunction(() => !document.querySelector('.mk-data-table .ant-spin-spinning'));
  }
}

/** Send Notification in either language: the fields, the two send buttons and the test dialog. */
export class SendNotificationPage {
  constructor(private readonly page: Page) {}

  readonly titleField = () => this.page.getByLabel(/^(Notification Title|عنوان الإشعار)$/);
  readonly contentField = () => this.page.getByLabel(/^(Notification Content|محتوى الإشعار)$/);
  readonly storeBox = () => this.page.getByLabel(/^(Store message in users' notification center|حفظ الرسالة في مركز إشعارات المستخدمين)$/);
  readonly sendButton = () => this.page.getByRole('button', { name: EN_OR_AR('Send notification', 'إرسال الإشعار') });
  readonly testButton = () => this.page.getByRole('button', { name: EN_OR_AR('Send test notification', 'إرسال إشعار تجريبي') });
  readonly dialog = () => this.page.getByRole('dialog');
  readonly userIdField = () => this.dialog().getByLabel(/^(Enter User ID|أدخل معرّف المستخدم)$/);
  readonly dialogSend = () => this.dialog().getByRole('button', { name: EN_OR_AR('Send', 'إرسال') });
  readonly dialogCancel = () => this.dialog().getByRole('button', { name: EN_OR_AR('Cancel', 'إلغاء') });

  /** Opens the test dialog and sends the form's notification to the patient `userId` ('' sends none). */
  async sendTest(userId: string) {
    await this.testButton().click();
    await this.userIdField().waitFor();
    if (userId) await this.userIdField().fill(userId);
    await this.dialogSend().click();
  }
}
