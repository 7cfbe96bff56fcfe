import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { AppFooter } from './app-footer';
import { BetaBanner } from './beta-banner';

/** What every layout shows under its header: the beta notice, the routed page, the footer. */
export function PageBody() {
  return (
    <>
      <BetaBanner />
      <Layout.Content className="mk-content">
        <Outlet />
      </Layout.Content>
      <AppFooter />
    </>
  );
}
