import { Col } from 'antd';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useGetAdministratorsQuery } from '@mk/api';
import { selectUser } from '@mk/session';
import { HALF_COLUMN, SelectField, type FieldOption } from '@mk/ui';

/** Its value can never be an administrator's id, so choosing it is impossible. */
const NO_PIC = '__no_pic__';

/** The options of a register form's person-in-charge select. */
export interface PicChoice {
  options: FieldOption[];
  loading: boolean;
}

/**
 * The person in charge of a clinic or pharmacy being registered (spec 1 and 2, section 6): ADMIN
 * picks among the administrators whose role is PIC, and when there is none sees the one disabled
 * option `noPicMessageId` ('NO PIC FOUND'); anyone else is their own person in charge and gets no
 * select (undefined), nor asks for the administrators.
 */
export function usePicChoice(noPicMessageId: string): PicChoice | undefined {
  const intl = useIntl();
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  const administrators = useGetAdministratorsQuery(undefined, { skip: !admin });
  if (!admin) return undefined;
  const pics = (administrators.data?.rows ?? []).filter((candidate) => candidate.role === 'PIC');
  return {
    loading: administrators.isLoading,
    options:
      pics.length > 0 || administrators.isLoading
        ? pics.map((candidate) => ({ value: candidate.sys_id, label: `${candidate.name} (${candidate.email})` }))
        : [{ value: NO_PIC, label: intl.formatMessage({ id: noPicMessageId }), disabled: true }],
  };
}

/** The person-in-charge select in a register form's grid, for ADMIN only (nothing when `pic` is undefined). */
export function PicField({ pic, label }: { pic?: PicChoice; label: string }) {
  if (!pic) return null;
  return (
    <Col {...HALF_COLUMN}>
      <SelectField name="pic_id" label={label} required options={pic.options} loading={pic.loading} />
    </Col>
  );
}
