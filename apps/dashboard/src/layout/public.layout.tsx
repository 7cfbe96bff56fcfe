import { Layout } from 'antd';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { AppFooter } from './app-footer';
import { BetaBanner } from './beta-banner';
import { LanguageSwitch } from './language-switch';

/**
 * Login and terms: no sidebar or navbar, but the language switch and the footer. No antd `App`
 * here: neither page notifies, and its modal and notification code would weigh on the first load.
 */
export function PublicLayout() {
  const intl = useIntl();
  return (
    <Layout className="mk-public">
      <header className="mk-public-header">
        <span className="mk-navbar-title">{intl.formatMessage({ id: 'shell.appName' })}</span>
        <LanguageSwitch />
      </header>
      <BetaBanner />
      <Layout.Content className="mk-content">
        <Outlet />
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
