import { CheckOutlined, ExclamationOutlined } from '@ant-design/icons';
import { Col, Flex, Row, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { CenterHome } from '@mk/contracts';
import { Figure, FigureCard } from './figure-card';
import { homeLinks } from './home-links';
import type { HomeText } from './home-text';

type Center = CenterHome['centers'][number];

/** The week's days, each set or missing (an icon and words besides the colour). */
function WeekHours({ center, text }: { center: Center; text: HomeText }) {
  const { t } = text;
  const missing = center.hours_set.flatMap((set, day) => (set ? [] : [text.weekday(day)]));
  return (
    <>
      <Flex wrap gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {center.hours_set.map((set, day) => (
          <li key={day}>
            <Tag
              color={set ? 'success' : 'warning'}
              icon={set ? <CheckOutlined aria-hidden /> : <ExclamationOutlined aria-hidden />}
              title={t(set ? 'centers.hoursSet' : 'centers.hoursMissing', { day: text.weekday(day) })}
            >
              {text.weekday(day)}
            </Tag>
          </li>
        ))}
      </Flex>
      <Typography.Paragraph type={missing.length ? 'warning' : 'secondary'} style={{ marginBlock: '8px 0' }}>
        {missing.length ? t('centers.missing', { days: text.list(missing) }) : t('centers.allSet')}
      </Typography.Paragraph>
    </>
  );
}

/** A center PIC's figures: per center its live services and the weekdays with hours (missing ones flagged), and the live packages. */
export function CenterSection({ centers, text }: { centers: CenterHome; text: HomeText }) {
  const { t, number } = text;
  return (
    <section aria-labelledby="home-centers-heading">
      <Typography.Title level={3} id="home-centers-heading" style={{ fontSize: 16 }}>
        {t('centers.heading')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {centers.centers.map((center) => (
          <Col key={center.sys_id} xs={24} md={12} xl={8}>
            <FigureCard title={<bdi>{text.name(center)}</bdi>}>
              <Figure title={t('centers.services')} value={number(center.services)} />
              <p style={{ marginBlock: '4px 12px' }}>
                <Link to={homeLinks.services(center.sys_id)}>{t('centers.openServices')}</Link>
              </p>
              <Typography.Text type="secondary">{t('centers.hours')}</Typography.Text>
              <WeekHours center={center} text={text} />
              <p style={{ marginBlock: '8px 0' }}>
                <Link to={homeLinks.centerHours(center.sys_id)}>{t('centers.setHours')}</Link>
              </p>
            </FigureCard>
          </Col>
        ))}
        <Col xs={24} md={12} xl={8}>
          <FigureCard link={{ to: homeLinks.packages, label: t('centers.packages.open') }}>
            <Figure title={t('centers.packages.title')} value={number(centers.packages_live)} />
          </FigureCard>
        </Col>
      </Row>
    </section>
  );
}
