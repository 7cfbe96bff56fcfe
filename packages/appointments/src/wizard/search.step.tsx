import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useIntl } from 'react-intl';

export interface SearchStepProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
  /** 'Please enter a phone number', or why the search failed. */
  error: string | null;
  searching: boolean;
  onSearch: () => void;
}

/** Step 1: find a patient by phone (spec 2 section 2). Enter or Search runs the search. */
export function SearchStep({ phone, onPhoneChange, error, searching, onSearch }: SearchStepProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `appointments.wizard.search.${id}` });
  return (
    <Form layout="vertical" role="search" aria-label={t('label')} onFinish={onSearch} style={{ maxWidth: 420 }}>
      <Form.Item label={t('phone')} htmlFor="appointment-search-phone" validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
        {/* Phone numbers are typed and shown left to right in both languages (UX.md). */}
        <Input
          id="appointment-search-phone"
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="off"
          value={phone}
          onChange={(event) => onPhoneChange(event.target.value)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={searching} icon={<SearchOutlined aria-hidden />}>
        {t('submit')}
      </Button>
    </Form>
  );
}
