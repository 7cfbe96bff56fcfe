import { KeyOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SafetyOutlined } from '@ant-design/icons';
import { Avatar, Button, Layout, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SessionUser } from '@mk/contracts';
import { loadChangePasswordDialog, loadTwoFactorDialog } from '@mk/session';
import { NAVBAR_TOOLS_ID } from '@mk/module-kit';
import { LanguageSwitch } from './language-switch';
import { RealtimeIndicator } from './realtime-indicator';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

// Loaded when first opened: the forms, their words and the QR code library stay out of the shell's first load.
const ChangePasswordDialog = lazy(loadChangePasswordDialog);
const TwoFactorDialog = lazy(loadTwoFactorDialog);

export function Navbar({ user, collapsed, onToggle }: { user: SessionUser; collapsed: boolean; onToggle: () => void }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const FoldIcon = collapsed ? MenuUnfoldOutlined : MenuFoldOutlined;
  const [changing, setChanging] = useState<boolean | null>(null);
  const [twoFactor, setTwoFactor] = useState<boolean | null>(null);
  return (
    <Layout.Header className="mk-navbar">
      <Button
        type="text"
        icon={<FoldIcon aria-hidden />}
        aria-label={intl.formatMessage({ id: collapsed ? 'shell.nav.expand' : 'shell.nav.collapse' })}
        aria-expanded={!collapsed}
        onClick={onToggle}
      />
      <span className="mk-navbar-title">{intl.formatMessage({ id: 'shell.appName' })}</span>
      <span className="mk-navbar-end">
        {/* The modules' shell components put their controls here (NavbarTool). */}
        <span id={NAVBAR_TOOLS_ID} className="mk-navbar-tools" />
        <RealtimeIndicator />
        <LanguageSwitch />
        <span className="mk-user">
          <Avatar style={{ background: token.colorPrimary }} aria-hidden>
            {initials(user.name)}
          </Avatar>
          <bdi className="mk-user-name">{user.name}</bdi>
          <Button
            type="text"
            icon={<KeyOutlined aria-hidden />}
            aria-label={intl.formatMessage({ id: 'shell.nav.changePassword' })}
            title={intl.formatMessage({ id: 'shell.nav.changePassword' })}
            onClick={() => setChanging(true)}
          />
          <Button
            type="text"
            icon={<SafetyOutlined aria-hidden />}
            aria-label={intl.formatMessage({ id: 'session.twoFactor.title' })}
            title={intl.formatMessage({ id: 'session.twoFactor.title' })}
            onClick={() => setTwoFactor(true)}
          />
        </span>
        {changing !== null && (
          <Suspense fallback={null}>
            <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
          </Suspense>
        )}
        {twoFactor !== null && (
          <Suspense fallback={null}>
            <TwoFactorDialog open={twoFactor} onClose={() => setTwoFactor(false)} />
          </Suspense>
        )}
      </span>
    </Layout.Header>
  );
}
