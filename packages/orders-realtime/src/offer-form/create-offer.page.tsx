import { Alert, Card, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type { OrderView } from '@mk/contracts';
import { useCreateOfferMutation, useGetOrderQuery, useGetPrescriptionQuery } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { EntityPage, LoadFailed, useNotify, useSave } from '@mk/ui';
import { ORDERS_PATH } from '../order-paths';
import { OrderPlace } from '../orders-page/order-place';
import { useCountdown } from '../shared/countdown';
import { CountdownTag } from '../shared/countdown-tag';
import { shortId, useLocale } from '../shared/order-text';
import { OrderTitle } from '../shared/order-title';
import { usePharmacyOptions } from '../shared/pharmacy-options';
import { PrescriptionButton } from '../shared/prescription.dialog';
import { OfferForm } from './offer.form';
import { initialOfferValues, offerBody, type MedicineChoice, type OfferFormValues } from './offer-values';

/** The order the offer is for: its id, the time left to offer, where it goes and what was asked. */
function OrderSummary({ order, closed, countdown }: { order: OrderView; closed: boolean; countdown: ReturnType<typeof useCountdown> }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `orders.${id}` }, values);
  return (
    <Card size="small" style={{ marginBlockEnd: 16 }} title={<OrderTitle orderId={order.sys_id} messageId="orders.offer.order" />} extra={<CountdownTag countdown={countdown} messages="orders.offer" />}>
      <Typography.Paragraph style={{ marginBlockEnd: 4 }}>
        <Typography.Text type="secondary">{t('card.patient')}: </Typography.Text>
        <bdi>{order.patient.name}</bdi>
      </Typography.Paragraph>
      <OrderPlace order={order} />
      <PrescriptionButton order={order} />
      {closed && <Alert type="warning" showIcon title={t('offer.closedHint')} style={{ marginBlockStart: 12 }} />}
    </Card>
  );
}

/** The offer form for a loaded order; the countdown keeps running here, and closes the form's submit. */
function OfferPageBody({ order, medicines, onFailure }: { order: OrderView; medicines: MedicineChoice[]; onFailure: (message: string | null) => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const countdown = useCountdown(order.seconds_left);
  const [createOffer] = useCreateOfferMutation();
  const mine = usePharmacyOptions().options;
  // The user's pharmacies the order was sent to, in the user's own order: the first is the default
  // (spec 2 section 6), the same pharmacy Live Orders shows first, where the won order will appear.
  const known = mine.filter((option) => order.pharmacy_ids.includes(option.value));
  const unknown = order.pharmacy_ids.filter((id) => !known.some((option) => option.value === id)).map((id) => ({ value: id, label: shortId(id) }));
  const sentTo = [...known, ...unknown];
  const pharmacies = sentTo.length > 0 ? sentTo : mine.slice(0, 1);
  const [initialValues] = useState(() => initialOfferValues(order.sys_id, pharmacies[0]?.value ?? '', medicines));
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `orders.offer.${id}` }, values);

  const save = useSave(
    (values: OfferFormValues) => {
      onFailure(null);
      return createOffer(offerBody(values)).unwrap();
    },
    {
      success: t('created'),
      then: () => navigate(ORDERS_PATH),
      failed: (error) => {
        const message = apiErrorText(intl, error);
        onFailure(message);
        notify.error(t('failed', { message }));
      },
    },
  );

  return (
    <>
      <OrderSummary order={order} closed={countdown.closed} countdown={countdown} />
      <OfferForm initialValues={initialValues} pharmacies={pharmacies} medicines={medicines} closed={countdown.closed} onSubmit={save} />
    </>
  );
}

/**
 * Make Price Offer (`create-offer/{id}`, spec 2 section 2): the order is loaded afresh (its time
 * left is the server's of now); a PRESCRIPTION order's medicines fill the first rows. On success
 * the offer is sent and the user is back on Orders; a refusal (window closed, an offer already
 * made) is shown in the server's words and the form keeps what was typed.
 */
export default function CreateOfferPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const order = useGetOrderQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const prescriptionId = order.data?.product_type === 'PRESCRIPTION' ? order.data.product_id : null;
  const prescription = useGetPrescriptionQuery(prescriptionId ?? '', { skip: !prescriptionId });
  const t = (key: string) => intl.formatMessage({ id: `orders.offer.${key}` });
  // The form opens once the order is fresh (a cached copy's time left is old) and stays open through
  // later refetches (a refused offer refetches the order), so what was typed is kept.
  const [loaded, setLoaded] = useState(false);
  if (!loaded && order.data && !order.isFetching) setLoaded(true);
  // Wait for the medicines to prefill; a prescription that cannot be read leaves one empty row.
  const ready = loaded && (!prescriptionId || !prescription.isLoading);
  // The rows' choices: each prescribed medicine by its id, named in the user's language.
  const medicines = (prescription.data?.medicines ?? [])
    .filter((medicine) => medicine.medicine_id && medicine.generic_name)
    .map((medicine) => ({ medicine_id: medicine.medicine_id!, name: (locale === 'ar' && medicine.generic_name_ar) || medicine.generic_name }));

  return (
    <EntityPage
      title={t('title')}
      breadcrumb={[{ label: intl.formatMessage({ id: 'orders.page.breadcrumb' }), to: ORDERS_PATH }, { label: t('title') }]}
      failure={failure}
    >
      {!ready && !(order.error && !loaded) && <Skeleton active paragraph={{ rows: 8 }} />}
      {order.error && !loaded && <LoadFailed title={t('loadFailed')} error={order.error} onRetry={order.refetch} />}
      {ready && order.data && <OfferPageBody key={order.data.sys_id} order={order.data} medicines={medicines} onFailure={setFailure} />}
    </EntityPage>
  );
}
