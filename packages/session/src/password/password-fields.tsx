import { theme } from 'antd';
// The input itself: antd's `Input` namespace also brings TextArea, Search and OTP.
import Password from 'antd/es/input/Password';
import { useIntl } from 'react-intl';
import { PASSWORD_RULE_VALUES, type PasswordErrors, type PasswordField, type PasswordValues } from './password-checks';

const LABELS: Record<PasswordField, string> = { current: 'current', password: 'new', confirm: 'confirm' };
const AUTOCOMPLETE: Record<PasswordField, string> = { current: 'current-password', password: 'new-password', confirm: 'new-password' };

export interface PasswordFieldsProps {
  idPrefix: string;
  fields: readonly PasswordField[];
  values: PasswordValues;
  /** The messages to show now (after a field was left or a submit was tried). */
  shown: PasswordErrors;
  onChange: (field: PasswordField, value: string) => void;
  onBlur: (field: PasswordField) => void;
}

/** Labelled password inputs with their messages below, and the rule under the new password. */
export function PasswordFields({ idPrefix, fields, values, shown, onChange, onBlur }: PasswordFieldsProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  return (
    <>
      {fields.map((field) => {
        const id = `${idPrefix}-${field}`;
        const error = shown[field];
        const help = error ? intl.formatMessage(error, error.values) : undefined;
        const describedBy = [field === 'password' ? `${id}-rule` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
        return (
          <div key={field} style={{ marginBlockEnd: token.marginLG }}>
            <label htmlFor={id} style={{ display: 'inline-block', paddingBlockEnd: token.paddingXS, color: token.colorText }}>
              {intl.formatMessage({ id: `session.password.${LABELS[field]}` })}
            </label>
            <Password
              id={id}
              value={values[field]}
              autoComplete={AUTOCOMPLETE[field]}
              status={help ? 'error' : undefined}
              aria-invalid={Boolean(help)}
              aria-describedby={describedBy}
              onChange={(event) => onChange(field, event.target.value)}
              onBlur={() => onBlur(field)}
            />
            {field === 'password' && (
              <div id={`${id}-rule`} style={{ color: token.colorTextDescription }}>
                {intl.formatMessage({ id: 'session.password.rule' }, PASSWORD_RULE_VALUES)}
              </div>
            )}
            {help && (
              <div id={`${id}-help`} role="alert" style={{ color: token.colorError }}>
                {help}
              </div>
            )}
          </div>
        );
      })}
    </>
  );
}
