import { App, Layout } from 'antd';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { ModuleShellComponents, type DomainModule } from '@mk/module-kit';
import { selectUser } from '@mk/session';
import { Navbar } from './navbar';
import { PageBody } from './page-body';
import { Sidebar } from './sidebar';

/** antd's `lg` breakpoint (992 px), where the Sider's `onBreakpoint` reports `broken`. */
const belowLargeBreakpoint = () => typeof window.matchMedia === 'function' && !window.matchMedia('(min-width: 992px)').matches;

/** Below the navbar's 64 px, so a notice never covers the user's name and menu (issue 16). */
const NOTICE_TOP = 72;

/**
 * The logged-in frame: sidebar (on the end side in Arabic via ConfigProvider), navbar, content,
 * footer, and the modules' shell components (the New Order alarm), each its own chunk.
 */
export function ShellLayout({ modules }: { modules: DomainModule[] }) {
  const user = useSelector(selectUser);
  // Starts as antd's `lg` breakpoint will set it, so a narrow window does not see the sidebar fold
  // (and the page slide) just after the first paint.
  const [collapsed, setCollapsed] = useState(belowLargeBreakpoint);
  // RequireAuth renders this layout only for a logged-in user.
  if (!user) return null;
  return (
    <App notification={{ top: NOTICE_TOP }} message={{ top: NOTICE_TOP }}>
      <Layout className="mk-shell" hasSider>
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          trigger={null}
          breakpoint="lg"
          onBreakpoint={(broken) => setCollapsed(broken)}
          width={232}
          theme="light"
          className="mk-sider"
        >
          <Sidebar modules={modules} user={user} collapsed={collapsed} />
        </Layout.Sider>
        <Layout>
          <Navbar user={user} collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
          <PageBody />
        </Layout>
      </Layout>
      <ModuleShellComponents modules={modules} user={user} />
    </App>
  );
}
