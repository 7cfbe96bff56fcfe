import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { selectUser } from '@mk/session';
import { PageSection } from '@mk/ui';

/**
 * The Notifications pages are for ADMIN only (spec 2 section 6; the server refuses anyone else):
 * a user who types the address reads why the page is empty, and nothing is asked of the server.
 */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const intl = useIntl();
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  if (admin) return <>{children}</>;
  return (
    <PageSection title={title}>
      <Alert type="warning" showIcon title={intl.formatMessage({ id: 'notifications.notAllowed' })} />
    </PageSection>
  );
}
