import { Select, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { Center } from '@mk/contracts';
import { centerName, useLocale } from '../service-text';

export interface CenterSelectProps {
  centers: Center[];
  value?: string;
  loading: boolean;
  onChange: (centerId: string) => void;
}

const ID = 'services-center';

/** The list's center selector (spec 3 section 2): whose services the table shows; searchable by name. */
export function CenterSelect({ centers, value, loading, onChange }: CenterSelectProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div style={{ marginBlockEnd: 16, maxWidth: 420 }}>
      <Typography.Text strong>
        <label htmlFor={ID}>{intl.formatMessage({ id: 'services.list.center' })}</label>
      </Typography.Text>
      <Select<string>
        id={ID}
        value={value}
        loading={loading}
        onChange={onChange}
        options={centers.map((center) => ({ value: center.sys_id, label: centerName(center, locale) }))}
        showSearch={{ optionFilterProp: 'label' }}
        virtual={false}
        style={{ width: '100%', marginBlockStart: 4 }}
      />
    </div>
  );
}
