import type { Page } from 'playwright-core';
import { PhysicianSchedulePage } from './physician-schedule.page';

/**
 * A package's timetable (packages/update-package-schedule/{id}): the shared schedule editor, so its
 * period creator and preview are driven by the physicians' page object.
 */
export class PackageSchedulePage extends PhysicianSchedulePage {
  constructor(private readonly pkg: Page) {
    super(pkg);
  }

  async openPackage(packageId: string) {
    await this.pkg.goto(`/packages/update-package-schedule/${packageId}`);
    await this.editor().waitFor();
  }
}
