import { Button, Layout, Menu } from 'antd';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Link, Outlet, useLocation } from 'react-router';
import { switchLocale } from '@mk/i18n';
import { navEntriesFor, type DomainModule } from '@mk/module-kit';
import { selectUser, useAppDispatch, useLogout } from '@mk/session';

/** The signed-in frame: a header (language, user, log out), the modules' menu entries for this user, the page. */
export function HostLayout({ modules }: { modules: DomainModule[] }) {
  const intl = useIntl();
  const user = useSelector(selectUser);
  const dispatch = useAppDispatch();
  const logout = useLogout();
  const { pathname } = useLocation();
  if (!user) return null; // RequireAuth renders this layout only for a signed-in user.
  const entries = [
    { key: '/', label: <Link to="/">{intl.formatMessage({ id: 'host.home' })}</Link> },
    ...navEntriesFor(modules, user).map((entry) => ({
      key: `/${entry.path}`,
      icon: entry.icon,
      label: <Link to={`/${entry.path}`}>{intl.formatMessage({ id: entry.messageId })}</Link>,
    })),
  ];
  const selected = entries.filter((entry) => entry.key !== '/' && pathname.startsWith(entry.key)).map((entry) => entry.key);
  return (
    <Layout className="host-shell">
      <Layout.Header className="host-header">
        <strong>{intl.formatMessage({ id: 'host.title' })}</strong>
        <span className="host-header-end">
          <Button type="text" onClick={() => dispatch(switchLocale(intl.locale === 'ar' ? 'en' : 'ar'))}>
            {intl.formatMessage({ id: 'host.otherLanguage' })}
          </Button>
          <bdi>{user.name}</bdi>
          <Button onClick={() => void logout()}>{intl.formatMessage({ id: 'host.logout' })}</Button>
        </span>
      </Layout.Header>
      <Layout>
        <Layout.Sider theme="light" width={200}>
          <nav aria-label={intl.formatMessage({ id: 'host.nav' })}>
            <Menu mode="inline" selectedKeys={selected.length ? selected : [pathname]} items={entries} />
          </nav>
        </Layout.Sider>
        <Layout.Content className="host-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
