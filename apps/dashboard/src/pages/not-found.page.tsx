import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageSection } from '@mk/ui';

export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <PageSection title={intl.formatMessage({ id: 'shell.notFound.title' })}>
      <Link to="/">{intl.formatMessage({ id: 'shell.notFound.home' })}</Link>
    </PageSection>
  );
}
