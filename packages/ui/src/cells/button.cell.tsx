import { Button, theme } from 'antd';
import type { ReactNode } from 'react';

export type ButtonCellKind = 'primary' | 'secondary' | 'danger' | 'warning';

export interface ButtonCellProps {
  kind?: ButtonCellKind;
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** For an icon-only button. */
  ariaLabel?: string;
  icon?: ReactNode;
}

/** A button in a table cell in one of the spec's four styles; colours come from the theme. */
export function ButtonCell({ kind = 'primary', children, onClick, disabled, ariaLabel, icon }: ButtonCellProps) {
  const { token } = theme.useToken();
  const common = { size: 'small' as const, onClick, disabled, 'aria-label': ariaLabel, icon, className: `mk-button-${kind}` };
  switch (kind) {
    case 'primary':
      return <Button type="primary" {...common}>{children}</Button>;
    case 'danger':
      return <Button type="primary" danger {...common}>{children}</Button>;
    case 'warning':
      return (
        <Button
          type="primary"
          {...common}
          style={disabled ? undefined : { background: token.colorWarning, borderColor: token.colorWarning, color: token.colorTextLightSolid }}
        >
          {children}
        </Button>
      );
    default:
      return <Button {...common}>{children}</Button>;
  }
}
