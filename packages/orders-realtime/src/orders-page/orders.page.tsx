import { Col, Row } from 'antd';
import { useIntl } from 'react-intl';
import { PageSection } from '@mk/ui';
import { IncomingOrders } from './incoming-orders';
import { LiveOrders } from './live-orders';

/**
 * Orders (spec 2 section 2): incoming order requests on the start side, Live Orders on the end side
 * (antd's grid follows the page's direction, so Arabic mirrors them); stacked on narrow screens.
 */
export default function OrdersPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `orders.page.${id}` });
  return (
    <PageSection title={t('title')} subtitle={t('subtitle')} breadcrumb={[{ label: t('breadcrumb') }]}>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <IncomingOrders />
        </Col>
        <Col xs={24} lg={12}>
          <LiveOrders />
        </Col>
      </Row>
    </PageSection>
  );
}
