import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { switchLocale } from '@mk/i18n';
import { useAppDispatch } from '@mk/session';

/** Shows the OTHER language's name in that language; switching re-renders at once, no reload. */
export function LanguageSwitch() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const other = intl.locale === 'ar' ? 'en' : 'ar';
  return (
    <Button
      type="text"
      icon={<GlobalOutlined aria-hidden />}
      lang={other}
      title={intl.formatMessage({ id: 'shell.language.switch' })}
      onClick={() => dispatch(switchLocale(other))}
    >
      {intl.formatMessage({ id: `shell.language.${other}` })}
    </Button>
  );
}
