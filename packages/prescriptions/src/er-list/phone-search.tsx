import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

/** The phone search runs only from this many characters; a shorter phone does nothing (spec 2 section 5). */
export const PHONE_SEARCH_MIN = 10;

export interface PhoneSearchProps {
  /** The phone being searched, or null while the ER list shows. */
  active: string | null;
  onSearch: (phone: string) => void;
  onClear: () => void;
}

/** The phone search of ER Prescriptions: its results replace the list until cleared. */
export function PhoneSearch({ active, onSearch, onClear }: PhoneSearchProps) {
  const intl = useIntl();
  const [phone, setPhone] = useState(active ?? '');
  const t = (id: string) => intl.formatMessage({ id: `erPrescriptions.list.search.${id}` });
  return (
    <form
      role="search"
      aria-label={t('label')}
      onSubmit={(event) => {
        event.preventDefault();
        const typed = phone.trim();
        if (typed.length >= PHONE_SEARCH_MIN) onSearch(typed);
      }}
      style={{ marginBlockEnd: 16 }}
    >
      <label htmlFor="er-phone-search" style={{ display: 'block', marginBlockEnd: 4 }}>
        {t('label')}
      </label>
      <Space wrap>
        <Input id="er-phone-search" type="tel" inputMode="tel" placeholder={t('hint')} value={phone} onChange={(event) => setPhone(event.target.value)} style={{ width: 260 }} />
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {t('submit')}
        </Button>
        {active !== null && (
          <Button
            onClick={() => {
              setPhone('');
              onClear();
            }}
          >
            {t('clear')}
          </Button>
        )}
      </Space>
    </form>
  );
}
