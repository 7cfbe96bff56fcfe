import { Layout } from 'antd';
import { useIntl } from 'react-intl';
import { LanguageSwitch } from './language-switch';
import { PageBody } from './page-body';

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
      <PageBody />
    </Layout>
  );
}
