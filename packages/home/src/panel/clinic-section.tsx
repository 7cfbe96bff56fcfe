import { Col, Empty, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { APPOINTMENT_STATUSES, type ClinicHome } from '@mk/contracts';
import { HomeChart } from '../charts/home-chart';
import type { ChartDatum } from '../charts/chart-data';
import { Figure, FigureCard } from './figure-card';
import { homeLinks } from './home-links';
import type { HomeText } from './home-text';

type Clinic = ClinicHome['clinics'][number];

/** A clinic's appointments of today by hour, stacked by status, in hour then status order. */
function byHour(clinic: Clinic, text: HomeText): ChartDatum[] {
  return [...clinic.today_by_hour]
    .sort((a, b) => a.hour - b.hour || APPOINTMENT_STATUSES.indexOf(a.status) - APPOINTMENT_STATUSES.indexOf(b.status))
    .map(({ hour, status, count }) => ({ x: text.hour(hour), y: count, series: text.status(status) }));
}

/**
 * A clinic PIC's figures: each clinic's appointments of today by hour and status (a chart linking to
 * that clinic's monitor on that day), the no-shows of the week, and each physician's next free slot.
 */
export function ClinicSection({ clinics, day, text }: { clinics: ClinicHome; day: string; text: HomeText }) {
  const { t, number } = text;
  const c = (id: string, values?: Record<string, string | number>) => t(`clinics.${id}`, values);
  const clinicName = new Map(clinics.clinics.map((clinic) => [clinic.sys_id, text.name(clinic)]));
  return (
    <section aria-labelledby="home-clinics-heading">
      <Typography.Title level={3} id="home-clinics-heading" style={{ fontSize: 16 }}>
        {c('heading')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {clinics.clinics.map((clinic) => (
          <Col key={clinic.sys_id} xs={24} xl={12}>
            <FigureCard
              title={<bdi>{text.name(clinic)}</bdi>}
              extra={c('byHour')}
              link={{ to: homeLinks.monitor(day, clinic.sys_id), label: c('open') }}
            >
              {clinic.today_by_hour.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={c('noAppointments')} />
              ) : (
                <HomeChart
                  title={`${c('byHour')} (${text.name(clinic)})`}
                  data={byHour(clinic, text)}
                  stacked
                  headers={{ x: c('hour'), series: c('status'), y: c('count') }}
                  format={number}
                />
              )}
            </FigureCard>
          </Col>
        ))}
        <Col xs={24} md={8}>
          <FigureCard>
            <Figure title={c('noShows')} value={number(clinics.no_shows_week)} />
          </FigureCard>
        </Col>
        <Col xs={24} md={16}>
          <FigureCard title={c('nextFree.title')}>
            {clinics.next_free.length === 0 ? (
              <Typography.Text type="secondary">{c('nextFree.noPhysicians')}</Typography.Text>
            ) : (
              <table style={{ inlineSize: '100%', borderCollapse: 'collapse' }}>
                <thead>
                  <tr>
                    <th scope="col" style={{ textAlign: 'start' }}>
                      {c('nextFree.physician')}
                    </th>
                    <th scope="col" style={{ textAlign: 'start' }}>
                      {c('nextFree.at')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {clinics.next_free.map((physician) => (
                    <tr key={physician.sys_id}>
                      <th scope="row" style={{ textAlign: 'start', fontWeight: 'normal', paddingBlock: 4 }}>
                        <Link to={homeLinks.physician(physician.sys_id)}>
                          <bdi>{text.name(physician)}</bdi>
                        </Link>
                        {clinics.clinics.length > 1 && clinicName.has(physician.clinic_id) && (
                          <Typography.Text type="secondary">
                            {' · '}
                            <bdi>{clinicName.get(physician.clinic_id)}</bdi>
                          </Typography.Text>
                        )}
                      </th>
                      <td>{physician.at === null ? <Typography.Text type="secondary">{c('nextFree.none')}</Typography.Text> : <bdi>{text.riyadhTime(physician.at)}</bdi>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </FigureCard>
        </Col>
      </Row>
    </section>
  );
}
