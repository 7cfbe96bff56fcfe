import { App, ConfigProvider, theme } from 'antd';
import { useContext, useMemo, type ReactNode } from 'react';
import { NOTICE_TIMEOUT_MS } from '@mk/contracts';
import { playBeep } from './beep';

export interface NoticeOptions {
  description?: ReactNode;
  /** Play a short beep with the notice (spec: some notices can play a sound). */
  sound?: boolean;
}

export interface Notify {
  success: (title: ReactNode, options?: NoticeOptions) => void;
  error: (title: ReactNode, options?: NoticeOptions) => void;
  info: (title: ReactNode, options?: NoticeOptions) => void;
}

/**
 * Toasts that disappear after 3000 ms (spec 1 section 2); errors are danger-styled. Needs antd `App`.
 * They show on the side away from the sidebar: top right in English, top left in Arabic (as the
 * order alerts do), so a toast never covers the navigation.
 */
export function useNotify(): Notify {
  const { notification } = App.useApp();
  const { token } = theme.useToken();
  const placement = useContext(ConfigProvider.ConfigContext).direction === 'rtl' ? 'topLeft' : 'topRight';

  return useMemo(() => {
    const show = (kind: 'success' | 'error' | 'info', title: ReactNode, options: NoticeOptions = {}) => {
      if (options.sound) playBeep();
      const danger = kind === 'error';
      notification[kind]({
        title,
        description: options.description,
        duration: NOTICE_TIMEOUT_MS / 1000,
        placement,
        className: danger ? 'mk-notice mk-notice-danger' : 'mk-notice',
        style: danger
          ? { borderInlineStart: `4px solid ${token.colorError}`, background: token.colorErrorBg }
          : undefined,
        role: danger ? 'alert' : 'status',
      });
    };
    return {
      success: (title, options) => show('success', title, options),
      error: (title, options) => show('error', title, options),
      info: (title, options) => show('info', title, options),
    };
  }, [notification, placement, token.colorError, token.colorErrorBg]);
}
