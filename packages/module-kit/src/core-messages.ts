import { registerMessages } from '@mk/i18n';
import { sessionMessages } from '@mk/session';
import { uiMessages } from '@mk/ui';

/** Messages of the packages every screen uses (ui pieces, login). */
export function registerCoreMessages(): void {
  registerMessages('ui', uiMessages);
  registerMessages('session', sessionMessages);
}
