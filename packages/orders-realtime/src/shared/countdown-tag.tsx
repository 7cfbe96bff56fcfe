import { ClockCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { Countdown } from './countdown';

/**
 * The mm:ss left in an order's offer window, or 'Offer window closed' in words (not only in colour).
 * A timer role: screen readers do not announce every second.
 */
export function CountdownTag({ countdown, messages }: { countdown: Countdown; messages: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `${messages}.${id}` });
  if (countdown.closed) return <Tag role="status">{t('closed')}</Tag>;
  return (
    <Tag role="timer" icon={<ClockCircleOutlined aria-hidden />} aria-label={`${t('timeLeft')} ${countdown.text}`}>
      <bdi>{countdown.text}</bdi>
    </Tag>
  );
}
