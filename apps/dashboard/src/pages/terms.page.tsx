import { Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

/** Public terms page linked from the login form. */
export default function TermsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `shell.terms.${id}` });
  return (
    <Card style={{ maxInlineSize: 720, marginInline: 'auto', marginBlock: 32 }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginBlockStart: 0 }}>
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
      <Typography.Paragraph>{t('body1')}</Typography.Paragraph>
      <Typography.Paragraph>{t('body2')}</Typography.Paragraph>
      <Link to="/login">{t('back')}</Link>
    </Card>
  );
}
