import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { PageSection } from '@mk/ui';

export default function HomePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `shell.home.${id}` });
  return (
    <PageSection title={t('title')} subtitle={t('subtitle')}>
      <Typography.Paragraph style={{ maxInlineSize: '70ch' }}>{t('blurb')}</Typography.Paragraph>
    </PageSection>
  );
}
