import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { selectUser } from '@mk/session';
import { PageSection } from '@mk/ui';
import { PendingFacilities } from './pending-facilities';

export default function HomePage() {
  const intl = useIntl();
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  const t = (id: string) => intl.formatMessage({ id: `shell.home.${id}` });
  return (
    <PageSection title={t('title')} subtitle={t('subtitle')}>
      <Typography.Paragraph style={{ maxInlineSize: '70ch' }}>{t('blurb')}</Typography.Paragraph>
      {admin && <PendingFacilities />}
    </PageSection>
  );
}
