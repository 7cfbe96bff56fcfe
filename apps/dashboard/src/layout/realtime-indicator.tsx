import { theme } from 'antd';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import type { RealtimeState } from '@mk/contracts';
import { selectRealtimeStatus } from '@mk/session';

/** Text and dot, so colour is never the only signal (UX.md). */
export function RealtimeIndicator() {
  const intl = useIntl();
  const status = useSelector(selectRealtimeStatus);
  const { token } = theme.useToken();
  const colours: Record<RealtimeState, string> = {
    closed: token.colorTextQuaternary,
    opening: token.colorWarning,
    open: token.colorSuccess,
    reconnecting: token.colorError,
  };
  const state = intl.formatMessage({ id: `shell.realtime.${status}` });
  return (
    <span
      className="mk-realtime"
      role="status"
      aria-label={intl.formatMessage({ id: 'shell.realtime.label' }, { state })}
      data-state={status}
    >
      <span className="mk-realtime-dot" style={{ background: colours[status] }} aria-hidden />
      <span>{state}</span>
    </span>
  );
}
