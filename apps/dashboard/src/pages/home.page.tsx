import { Skeleton, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { ModuleHomePanels, registeredModules } from '@mk/module-kit';
import { PageSection } from '@mk/ui';

/**
 * Home: the title and blurb, then the modules' Home panels (the live figures of @mk/home), each its
 * own chunk loaded after the page shows, with its module's catalogue.
 */
export default function HomePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `shell.home.${id}` });
  return (
    <PageSection title={t('title')} subtitle={t('subtitle')}>
      <Typography.Paragraph style={{ maxInlineSize: '70ch' }}>{t('blurb')}</Typography.Paragraph>
      <ModuleHomePanels modules={registeredModules()} fallback={<Skeleton active style={{ marginBlockStart: 24 }} />} />
    </PageSection>
  );
}
