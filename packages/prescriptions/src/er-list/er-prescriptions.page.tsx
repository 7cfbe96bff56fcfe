import { HistoryOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { apiErrorText } from '@mk/i18n';
import { PHARMACY_PARAM, PharmacySelect, usePharmacyChoice } from '@mk/module-kit';
import { DataTable, PageSection, Pager, readPage, useNotify } from '@mk/ui';
import { erPaths } from '../er-paths';
import { IssuePrescriptionDialog } from '../issue-dialog/issue-prescription.dialog';
import { erRowKey, type ErRow } from '../shared/er-row';
import { erColumns } from './er-columns';
import { PhoneSearch } from './phone-search';
import { useErRows } from './use-er-rows';

/** The phone searched and the page live in the URL with the pharmacy, so reload and Back keep them. */
function useErUrl() {
  const [params, setParams] = useSearchParams();
  const show = (phone: string | null, page: number) => {
    const next = new URLSearchParams();
    const pharmacy = params.get(PHARMACY_PARAM);
    if (pharmacy) next.set(PHARMACY_PARAM, pharmacy);
    if (phone) next.set('phone', phone);
    if (page > 1) next.set('page', String(page));
    setParams(next);
  };
  return { phone: params.get('phone'), page: readPage(params), show };
}

/**
 * ER Prescriptions (spec 2 sections 2 and 4): the pharmacy's ER orders with medicines still to
 * issue, or a patient's emergency prescriptions found by phone; Download PDF and Issue Prescription
 * per row. An issue reloads the rows, so a fully issued one leaves the list.
 */
export default function ErPrescriptionsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const choice = usePharmacyChoice();
  const { phone, page, show } = useErUrl();
  const rows = useErRows(choice.pharmacyId, phone, page);
  const [issuing, setIssuing] = useState<ErRow | null>(null);
  const t = (id: string) => intl.formatMessage({ id: `erPrescriptions.list.${id}` });

  // 'Error getting prescriptions' goes after 3 s as the spec says; the table keeps its retry.
  const reason = rows.error ? apiErrorText(intl, rows.error) : null;
  useEffect(() => {
    if (reason) notify.error(intl.formatMessage({ id: 'erPrescriptions.list.loadFailed' }), { description: reason });
  }, [reason, notify, intl]);

  const columns = useMemo(
    () =>
      erColumns(
        {
          column: (key) => intl.formatMessage({ id: `erPrescriptions.list.columns.${key}` }),
          unknown: intl.formatMessage({ id: 'erPrescriptions.list.unknownPatient' }),
          issue: intl.formatMessage({ id: 'erPrescriptions.list.issue' }),
        },
        setIssuing,
      ),
    [intl],
  );
  const issuedPath = `/${erPaths.issued}${choice.pharmacyId && choice.pharmacies.length > 1 ? `?${PHARMACY_PARAM}=${choice.pharmacyId}` : ''}`;

  return (
    <PageSection title={t('title')} subtitle={t('subtitle')} breadcrumb={[{ label: t('breadcrumb') }]}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBlockEnd: 12 }}>
        <PharmacySelect choice={choice} labelId="erPrescriptions.pharmacy" />
        <Button icon={<HistoryOutlined aria-hidden />} onClick={() => navigate(issuedPath)} style={{ marginInlineStart: 'auto' }}>
          {t('issuedButton')}
        </Button>
      </Flex>
      <PhoneSearch key={phone ?? ''} active={phone} onSearch={(typed) => show(typed, 1)} onClear={() => show(null, 1)} />
      <DataTable<ErRow>
        rowKey={erRowKey}
        columns={columns}
        dataSource={rows.rows}
        loading={rows.isFetching}
        error={rows.error && !rows.rows ? `${t('loadFailed')}: ${reason}` : null}
        onRetry={() => void rows.refetch()}
        emptyText={t(phone !== null ? 'emptySearch' : choice.pharmacyId ? 'empty' : 'noPharmacy')}
      />
      <Pager page={page} count={rows.count} onChange={(next) => show(phone, next)} />
      {issuing && choice.pharmacyId && (
        <IssuePrescriptionDialog key={erRowKey(issuing)} row={issuing} pharmacyId={choice.pharmacyId} onClose={() => setIssuing(null)} />
      )}
    </PageSection>
  );
}
