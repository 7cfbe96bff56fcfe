import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { apiErrorText } from '@mk/i18n';

export interface LoadFailedProps {
  /** What could not be loaded, e.g. 'The order could not be loaded.'. */
  title: ReactNode;
  /** The failure: the server's reason is shown in the user's language (by its code). */
  error?: unknown;
  /** Shown as the description instead of the error's reason. */
  description?: ReactNode;
  onRetry?: () => unknown;
}

/** A failed load as every page shows it: a danger banner with the reason and a Retry that loads again. */
export function LoadFailed({ title, error, description, onRetry }: LoadFailedProps) {
  const intl = useIntl();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={description ?? (error === undefined ? undefined : apiErrorText(intl, error))}
      action={onRetry && <Button onClick={() => void onRetry()}>{intl.formatMessage({ id: 'ui.common.retry' })}</Button>}
    />
  );
}
