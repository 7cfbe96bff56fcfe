import { Result } from 'antd';
import { useIntl } from 'react-intl';
import { PageSection } from '@mk/ui';

/** What a user without the right role sees instead of a page (the sidebar hides the way here). */
export function NotAllowed({ title, reason = 'title' }: { title: string; reason?: 'title' | 'upload' }) {
  const intl = useIntl();
  return (
    <PageSection title={title}>
      <Result
        status="403"
        title={intl.formatMessage({ id: `patients.notAllowed.${reason}` })}
        subTitle={intl.formatMessage({ id: 'patients.notAllowed.subtitle' })}
      />
    </PageSection>
  );
}
