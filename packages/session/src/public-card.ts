import type { CSSProperties } from 'react';
import type { GlobalToken } from 'antd';

/** The card the public pages (login, set-password) draw their form in, from the theme's tokens. */
export function publicCardStyle(token: GlobalToken): CSSProperties {
  return {
    maxInlineSize: 420,
    marginInline: 'auto',
    marginBlock: 48,
    padding: token.paddingLG,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  };
}
