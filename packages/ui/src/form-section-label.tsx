import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface FormSectionLabelProps {
  /** The section's key, for tests and styles (`data-section`). */
  section: string;
  title: ReactNode;
  /** Every field of the section passes its rules. */
  valid: boolean;
}

/**
 * The header of a form section (General Information, Contact...): its title, an icon and a word
 * saying whether it is complete, so colour is never the only signal (UX.md). The word is in the
 * theme's secondary text, since antd's success green and danger red are too light for text (axe).
 */
export function FormSectionLabel({ section, title, valid }: FormSectionLabelProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  return (
    <span data-section={section} data-valid={valid} style={{ display: 'inline-flex', gap: 12, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography.Text strong>{title}</Typography.Text>
      <Typography.Text type="secondary" className="mk-section-status">
        {valid ? (
          <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />
        ) : (
          <ExclamationCircleFilled aria-hidden style={{ color: token.colorError }} />
        )}{' '}
        {intl.formatMessage({ id: valid ? 'ui.formSection.valid' : 'ui.formSection.invalid' })}
      </Typography.Text>
    </span>
  );
}
