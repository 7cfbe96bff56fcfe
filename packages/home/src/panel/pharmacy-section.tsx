import { Col, Row, Typography } from 'antd';
import type { PharmacyHome } from '@mk/contracts';
import { HomeChart } from '../charts/home-chart';
import { Figure, FigureCard } from './figure-card';
import { homeLinks, onlyOne } from './home-links';
import type { HomeText } from './home-text';
import { WaitingOrders } from './waiting-orders';

export interface PharmacySectionProps {
  pharmacies: PharmacyHome;
  /** The server's clock minus this browser's when the figures arrived. */
  clockOffsetMs: number;
  text: HomeText;
}

/**
 * A pharmacy PIC's figures: the orders waiting for their offer (counting down), their live orders by
 * delivery state, today's accepted offers and emergency prescriptions.
 */
export function PharmacySection({ pharmacies, clockOffsetMs, text }: PharmacySectionProps) {
  const { t, number } = text;
  const p = (id: string, values?: Record<string, string | number>) => t(`pharmacies.${id}`, values);
  const names = new Map(pharmacies.pharmacies.map((pharmacy) => [pharmacy.sys_id, text.name(pharmacy)]));
  // A list filtered by pharmacy shows one: the figures' own when there is only one to count.
  const one = onlyOne(pharmacies.pharmacies);
  const live = pharmacies.live_by_state.map(({ state, count }) => ({ x: text.state(state), y: count, series: text.state(state) }));
  const liveTotal = pharmacies.live_by_state.reduce((sum, { count }) => sum + count, 0);
  return (
    <section aria-labelledby="home-pharmacies-heading">
      <Typography.Title level={3} id="home-pharmacies-heading" style={{ fontSize: 16 }}>
        {p('heading')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <FigureCard
            title={p('waiting.title')}
            extra={number(pharmacies.waiting.length)}
            link={{ to: homeLinks.orders(), label: p('waiting.open') }}
          >
            <WaitingOrders
              waiting={pharmacies.waiting}
              clockOffsetMs={clockOffsetMs}
              // With one pharmacy, naming it on every order says nothing.
              pharmacyName={(id) => (pharmacies.pharmacies.length > 1 ? names.get(id) : undefined)}
              text={text}
            />
          </FigureCard>
        </Col>
        <Col xs={24} xl={12}>
          <FigureCard title={p('live.title')} extra={number(liveTotal)} link={{ to: homeLinks.orders(one), label: p('live.open') }}>
            <HomeChart title={p('live.title')} data={live} headers={{ x: p('live.state'), y: p('live.count') }} format={number} />
          </FigureCard>
        </Col>
        <Col xs={24} md={12}>
          <FigureCard title={p('accepted.title')}>
            <Row gutter={16}>
              <Col span={10}>
                <Figure title={p('accepted.count')} value={number(pharmacies.accepted_today.count)} />
              </Col>
              <Col span={14}>
                <Figure title={p('accepted.total')} value={text.sar(pharmacies.accepted_today.total)} />
              </Col>
            </Row>
          </FigureCard>
        </Col>
        <Col xs={24} md={12}>
          <FigureCard link={{ to: homeLinks.issuedPrescriptions(one), label: p('er.open') }}>
            <Figure title={p('er.title')} value={number(pharmacies.er_prescriptions_today)} />
          </FigureCard>
        </Col>
      </Row>
    </section>
  );
}
