import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { PendingFacilityCounts } from '@mk/contracts';
import { useGetPendingFacilityCountsQuery } from '@mk/api';
import { apiErrorText } from '@mk/i18n';

/** Each kind's list, opened on its pending filter (the lists keep their filters in the URL). */
const PENDING_LISTS: ReadonlyArray<{ kind: keyof PendingFacilityCounts; to: string }> = [
  { kind: 'clinics', to: '/clinics?status=pending' },
  { kind: 'pharmacies', to: '/pharmacy?status=pending' },
  { kind: 'centers', to: '/centers?status=pending' },
];

/**
 * ADMIN's Home: how many clinics, pharmacies and centers registered by a PIC wait for approval,
 * each linking to its list's pending filter (issue 25). Asked again on every visit.
 */
export default function PendingFacilities() {
  const intl = useIntl();
  const { data, error } = useGetPendingFacilityCountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `shell.home.pending.${id}` }, values);
  return (
    <section aria-labelledby="home-pending-title" style={{ marginBlockStart: 24 }}>
      <Typography.Title level={2} id="home-pending-title" style={{ fontSize: 18 }}>
        {t('title')}
      </Typography.Title>
      {error ? (
        <Typography.Paragraph type="danger">{t('loadFailed', { message: apiErrorText(intl, error) })}</Typography.Paragraph>
      ) : (
        <Row gutter={[16, 16]}>
          {PENDING_LISTS.map(({ kind, to }) => (
            <Col key={kind} xs={24} md={8}>
              <Card size="small">
                <Statistic title={t(`kinds.${kind}`)} value={data?.[kind] ?? '–'} loading={!data} />
                <Link to={to}>{t('open', { count: data?.[kind] ?? 0 })}</Link>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
