import { Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { selectUser } from '@mk/session';
import { PageSection } from '@mk/ui';

// ADMIN's counts are a chunk of their own: the cards and statistics stay out of every user's first load.
const PendingFacilities = lazy(() => import('./pending-facilities'));

export default function HomePage() {
  const intl = useIntl();
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  const t = (id: string) => intl.formatMessage({ id: `shell.home.${id}` });
  return (
    <PageSection title={t('title')} subtitle={t('subtitle')}>
      <Typography.Paragraph style={{ maxInlineSize: '70ch' }}>{t('blurb')}</Typography.Paragraph>
      {admin && (
        <Suspense fallback={null}>
          <PendingFacilities />
        </Suspense>
      )}
    </PageSection>
  );
}
