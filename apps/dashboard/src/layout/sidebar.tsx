import { HomeOutlined, LogoutOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import type { SessionUser } from '@mk/contracts';
import { navEntriesFor, type DomainModule } from '@mk/module-kit';
import { useLogout } from '@mk/session';

/**
 * The main navigation: plain links in a list (not an ARIA menu), so every entry is reachable by
 * Tab and opens with Enter. Home comes first and Logout last; module entries sit between, in
 * their `order`, shown when `visible(user)` holds.
 */
export function Sidebar({ modules, user, collapsed }: { modules: DomainModule[]; user: SessionUser; collapsed: boolean }) {
  const intl = useIntl();
  const logout = useLogout();
  const { token } = theme.useToken();
  const style = {
    '--mk-accent': token.colorPrimary,
    '--mk-text': token.colorText,
  } as CSSProperties;

  const label = (text: ReactNode) => <span className={collapsed ? 'mk-visually-hidden' : undefined}>{text}</span>;
  const entries = [
    { path: '/', messageId: 'shell.nav.home', icon: <HomeOutlined aria-hidden /> },
    ...navEntriesFor(modules, user).map((entry) => ({ ...entry, path: `/${entry.path.replace(/^\//, '')}` })),
  ];

  return (
    <nav aria-label={intl.formatMessage({ id: 'shell.nav.label' })} className="mk-sidebar" style={style}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.path}>
            <NavLink to={entry.path} end={entry.path === '/'} className="mk-sidebar-item">
              {entry.icon}
              {label(intl.formatMessage({ id: entry.messageId }))}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="mk-sidebar-item" onClick={() => void logout()}>
            <LogoutOutlined aria-hidden />
            {label(intl.formatMessage({ id: 'shell.nav.logout' }))}
          </button>
        </li>
      </ul>
    </nav>
  );
}
