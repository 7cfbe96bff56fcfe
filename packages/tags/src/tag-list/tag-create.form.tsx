import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCreateTagMutation } from '@mk/api';
import { apiErrorText, useLocale } from '@mk/i18n';
import { tagLabel } from '@mk/tag-widgets';
import { useNotify } from '@mk/ui';

/** Creates a tag from its name and, optionally, its Arabic name. */
export function TagCreateForm() {
  const intl = useIntl();
  const locale = useLocale();
  const notify = useNotify();
  const [createTag, creation] = useCreateTagMutation();
  const [name, setName] = useState('');
  const [arabic, setArabic] = useState('');
  const [missingName, setMissingName] = useState(false);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `tags.create.${id}` }, values);

  const create = async () => {
    setMissingName(name.trim() === '');
    if (!name.trim()) return;
    try {
      const created = await createTag({ name: name.trim(), name_ar: arabic.trim() || undefined }).unwrap();
      notify.success(t('created', { name: tagLabel(created, locale) }));
      setName('');
      setArabic('');
    } catch (error) {
      notify.error(apiErrorText(intl, error));
    }
  };

  return (
    <Form layout="inline" onFinish={() => void create()} style={{ marginBlockEnd: 16, rowGap: 8 }}>
      <Form.Item label={t('label')} htmlFor="tag-new-name" validateStatus={missingName ? 'error' : undefined} help={missingName ? t('required') : undefined}>
        <Input id="tag-new-name" value={name} maxLength={50} onChange={(event) => setName(event.target.value)} />
      </Form.Item>
      <Form.Item label={t('arabicLabel')} htmlFor="tag-new-name-ar">
        <Input id="tag-new-name-ar" lang="ar" dir="rtl" value={arabic} maxLength={50} onChange={(event) => setArabic(event.target.value)} />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={creation.isLoading}>
        {t('submit')}
      </Button>
    </Form>
  );
}
