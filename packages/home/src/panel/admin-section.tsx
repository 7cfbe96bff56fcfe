import { Col, Row, Typography } from 'antd';
import type { AdminHome } from '@mk/contracts';
import { HomeChart } from '../charts/home-chart';
import { Figure, FigureCard } from './figure-card';
import { homeLinks } from './home-links';
import type { HomeText } from './home-text';

const PENDING_KINDS = ['clinics', 'pharmacies', 'centers'] as const;

/**
 * ADMIN's figures across the marketplace: today's appointments by status, the no-show rates, orders
 * waiting for a first offer and how fast the first offers came today, today's offers, emergency
 * prescriptions and QR bills, the facilities waiting for approval and the new patients of the week.
 */
export function AdminSection({ admin, day, text }: { admin: AdminHome; day: string; text: HomeText }) {
  const { t, number, percent } = text;
  const a = (id: string, values?: Record<string, string | number>) => t(`admin.${id}`, values);
  const appointments = admin.appointments_today.map(({ status, count }) => ({ x: text.status(status), y: count, series: text.status(status) }));
  const total = admin.appointments_today.reduce((sum, { count }) => sum + count, 0);
  const rate = (ratio: number | null) => (ratio === null ? t('panel.noValue') : percent(ratio));
  return (
    <section aria-labelledby="home-admin-heading">
      <Typography.Title level={3} id="home-admin-heading" style={{ fontSize: 16 }}>
        {a('heading')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <FigureCard
            title={a('appointments.title')}
            extra={a('appointments.total', { count: number(total) })}
            link={{ to: homeLinks.monitor(day), label: a('appointments.open') }}
          >
            <HomeChart
              title={a('appointments.title')}
              data={appointments}
              headers={{ x: a('appointments.status'), y: a('appointments.count') }}
              format={number}
            />
          </FigureCard>
        </Col>
        <Col xs={24} xl={12}>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              <FigureCard title={a('noShow.title')}>
                <Row gutter={16}>
                  <Col span={12}>
                    <Figure title={a('noShow.week')} value={rate(admin.no_show_rate_7d)} hint={admin.no_show_rate_7d === null ? a('noShow.none') : undefined} />
                  </Col>
                  <Col span={12}>
                    <Figure title={a('noShow.month')} value={rate(admin.no_show_rate_30d)} hint={admin.no_show_rate_30d === null ? a('noShow.none') : undefined} />
                  </Col>
                </Row>
              </FigureCard>
            </Col>
            <Col xs={24} md={12}>
              <FigureCard title={a('orders.title')} link={{ to: homeLinks.orders(), label: a('orders.open') }}>
                <Row gutter={16}>
                  <Col span={12}>
                    <Figure title={a('orders.waiting')} value={number(admin.orders_waiting_first_offer)} />
                  </Col>
                  <Col span={12}>
                    <Figure
                      title={a('orders.median')}
                      value={admin.median_first_offer_seconds_today === null ? t('panel.noValue') : text.duration(admin.median_first_offer_seconds_today)}
                      hint={admin.median_first_offer_seconds_today === null ? a('orders.noMedian') : undefined}
                    />
                  </Col>
                </Row>
              </FigureCard>
            </Col>
            <Col xs={24} md={12}>
              <FigureCard title={a('offers.title')}>
                <Row gutter={16}>
                  {(['accepted', 'declined', 'expired'] as const).map((outcome) => (
                    <Col span={8} key={outcome}>
                      <Figure title={a(`offers.${outcome}`)} value={number(admin.offers_today[outcome])} />
                    </Col>
                  ))}
                </Row>
              </FigureCard>
            </Col>
            <Col xs={24} md={12}>
              <FigureCard title={a('qr.title')} link={{ to: homeLinks.qrCodes, label: a('qr.open') }}>
                <Row gutter={16}>
                  <Col span={10}>
                    <Figure title={a('qr.count')} value={number(admin.qr_bills_today.count)} />
                  </Col>
                  <Col span={14}>
                    <Figure title={a('qr.total')} value={text.sar(admin.qr_bills_today.total_with_vat)} />
                  </Col>
                </Row>
              </FigureCard>
            </Col>
            <Col xs={24} md={12}>
              <FigureCard>
                <Figure title={a('er.title')} value={number(admin.er_prescriptions_today)} />
              </FigureCard>
            </Col>
            <Col xs={24} md={12}>
              <FigureCard link={{ to: homeLinks.patients, label: a('patients.open') }}>
                <Figure title={a('patients.title')} value={number(admin.new_patients_week)} />
              </FigureCard>
            </Col>
          </Row>
        </Col>
      </Row>
      <Typography.Title level={4} id="home-pending-heading" style={{ fontSize: 15, marginBlockStart: 16 }}>
        {a('pending.title')}
      </Typography.Title>
      <Row gutter={[16, 16]} role="group" aria-labelledby="home-pending-heading">
        {PENDING_KINDS.map((kind) => {
          const count = admin.facilities_pending[kind];
          return (
            <Col key={kind} xs={24} md={8}>
              <FigureCard link={{ to: homeLinks.pending[kind], label: a('pending.open', { count, shown: number(count) }) }}>
                <Figure title={a(`pending.${kind}`)} value={number(count)} />
              </FigureCard>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
