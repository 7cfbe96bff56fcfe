import { Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useSelector } from 'react-redux';
import { apiErrorText } from '@mk/i18n';
import { selectUser } from '@mk/session';
import { useIntl } from 'react-intl';
import { AdminSection } from './admin-section';
import { CenterSection } from './center-section';
import { ClinicSection } from './clinic-section';
import { useHomeText } from './home-text';
import { PharmacySection } from './pharmacy-section';
import { useLiveHomeFigures } from './use-live-figures';

/** The skeleton of the cards while the first figures load. */
function LoadingCards({ label }: { label: string }) {
  return (
    <Row gutter={[16, 16]} aria-busy="true" aria-label={label} role="status">
      {[0, 1, 2].map((card) => (
        <Col key={card} xs={24} md={8}>
          <Card size="small">
            <Skeleton active paragraph={{ rows: 2 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

const NEW_ORDER_EVENTS = ['new_order'];

/**
 * The Home panel (issue 29): the signed-in user's figures, live. ADMIN sees the marketplace's; a PIC
 * sees a section per kind of facility they run (clinics, pharmacies, centers), or what to do when they
 * run none yet. The figures are asked again when the server says they changed (and, for a pharmacy,
 * on every new order), at most once every 2 seconds, and when the tab shows again.
 */
export default function HomePanel() {
  const intl = useIntl();
  const text = useHomeText();
  const { t } = text;
  const user = useSelector(selectUser);
  const pharmacist = user?.role === 'PIC' && (user.pharmacies?.length ?? 0) > 0;
  const { data, error, isFetching, refetch, fulfilledTimeStamp } = useLiveHomeFigures(pharmacist ? NEW_ORDER_EVENTS : undefined);
  // The server's clock minus ours when the figures arrived: the countdowns run on the server's time.
  const clockOffsetMs = data && fulfilledTimeStamp ? Date.parse(data.generated_at) - fulfilledTimeStamp : 0;
  const ownsNothing = data && !data.admin && !data.clinics && !data.pharmacies && !data.centers;

  return (
    <section aria-labelledby="home-figures-title" style={{ marginBlockStart: 24 }}>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <Typography.Title level={2} id="home-figures-title" style={{ fontSize: 18, margin: 0 }}>
          {t('panel.title')}
        </Typography.Title>
        {data && (
          <Typography.Text type="secondary">
            {t('panel.asOf', { day: text.day(data.day), time: text.riyadhTime(data.generated_at) })}
          </Typography.Text>
        )}
      </Flex>
      {error && (
        <Flex align="center" gap={8} wrap style={{ marginBlock: 12 }}>
          <Typography.Text type="danger" role="alert">
            {t('panel.loadFailed', { message: apiErrorText(intl, error) })}
          </Typography.Text>
          <Button size="small" onClick={() => void refetch()} loading={isFetching}>
            {t('panel.retry')}
          </Button>
        </Flex>
      )}
      {!data && !error && <LoadingCards label={t('panel.loading')} />}
      {data && (
        <Flex vertical gap={24} style={{ marginBlockStart: 12 }}>
          {data.admin && <AdminSection admin={data.admin} day={data.day} text={text} />}
          {data.clinics && <ClinicSection clinics={data.clinics} day={data.day} text={text} />}
          {data.pharmacies && <PharmacySection pharmacies={data.pharmacies} clockOffsetMs={clockOffsetMs} text={text} />}
          {data.centers && <CenterSection centers={data.centers} text={text} />}
          {ownsNothing && <Empty description={<><Typography.Text strong>{t('panel.nothingOwned')}</Typography.Text><br />{t('panel.nothingOwnedHint')}</>} />}
        </Flex>
      )}
    </section>
  );
}
