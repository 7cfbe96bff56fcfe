import { Layout } from 'antd';
import { FormattedMessage } from 'react-intl';
import { APP_VERSION, COPYRIGHT_YEAR } from '@mk/contracts';

export function AppFooter() {
  return (
    <Layout.Footer className="mk-footer">
      <span>
        <FormattedMessage id="shell.footer.version" values={{ version: APP_VERSION }} />
      </span>
      <span>
        <FormattedMessage id="shell.footer.copyright" values={{ year: COPYRIGHT_YEAR }} />
      </span>
      <span>
        <FormattedMessage id="shell.footer.languages" />
      </span>
    </Layout.Footer>
  );
}
