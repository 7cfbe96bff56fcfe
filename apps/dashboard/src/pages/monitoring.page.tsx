import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { PageSection } from '@mk/ui';

/** Spec 1 section 2: a placeholder page. */
export default function MonitoringPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `shell.monitoring.${id}` });
  return (
    <PageSection title={t('title')} subtitle={t('subtitle')} breadcrumb={[{ label: t('title') }]}>
      <Typography.Paragraph>{t('text')}</Typography.Paragraph>
    </PageSection>
  );
}
