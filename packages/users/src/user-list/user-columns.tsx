import type { TableColumnsType } from 'antd';
import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { TwoFactorTag } from '@mk/session';
import { RIYADH_TIME_ZONE, formatDateTime } from '@mk/i18n';
import type { Locale, StaffUser } from '@mk/contracts';
import { ActionsCell, EmailCell, StatusTag, TextCell } from '@mk/ui';
import { facilityName } from './user-text';

export type UserRowAction = 'edit' | 'disable' | 'enable' | 'resetPassword' | 'resetTwoFactor';

const FACILITY_KINDS = ['clinics', 'pharmacies', 'centers'] as const;

/** Names shown per kind in a row; the rest are counted ('and 25 more', all of them on hover), so a PIC of 30 clinics keeps a short row. */
export const FACILITIES_SHOWN = 5;

/** The user's facilities by kind ('Pharmacies: Al Dawaa Olaya'), names in the reader's language. */
function FacilitiesCell({ user, locale }: { user: StaffUser; locale: Locale }) {
  const intl = useIntl();
  const kinds = FACILITY_KINDS.filter((kind) => user[kind].length > 0);
  if (kinds.length === 0) return <TextCell value={null} />;
  const separator = locale === 'ar' ? '، ' : ', ';
  return (
    <>
      {kinds.map((kind) => {
        const names = user[kind].map((facility) => facilityName(facility, locale));
        const hidden = names.length - FACILITIES_SHOWN;
        return (
          <div key={kind}>
            <Typography.Text type="secondary">{intl.formatMessage({ id: `users.list.facilities.${kind}` })}: </Typography.Text>
            {user[kind].slice(0, hidden > 1 ? FACILITIES_SHOWN : names.length).map((facility, index) => (
              <span key={facility.sys_id}>
                {index > 0 && separator}
                <bdi>{names[index]}</bdi>
              </span>
            ))}
            {hidden > 1 && (
              <Typography.Text type="secondary" title={names.slice(FACILITIES_SHOWN).join(separator)}>
                {' '}
                {intl.formatMessage({ id: 'users.list.facilities.more' }, { count: hidden })}
              </Typography.Text>
            )}
          </div>
        );
      })}
    </>
  );
}

function RowActions({ user, run }: { user: StaffUser; run: (action: UserRowAction, user: StaffUser) => void }) {
  const intl = useIntl();
  const actions: UserRowAction[] = ['edit', user.status === 'disabled' ? 'enable' : 'disable', 'resetPassword', ...(user.two_factor ? (['resetTwoFactor'] as const) : [])];
  return (
    <ActionsCell
      rowName={user.name}
      actions={actions.map((action) => ({
        key: action,
        // The second factor's words live with the rest of its UI, in the session's catalogue.
        label: intl.formatMessage({ id: action === 'resetTwoFactor' ? 'session.twoFactor.resetAction' : `users.list.actions.${action}` }),
        danger: action === 'disable',
        onSelect: () => run(action, user),
      }))}
    />
  );
}

function LastLogin({ at, locale }: { at: string | null; locale: Locale }) {
  const intl = useIntl();
  // The back office runs on the Riyadh clock, whatever the reader's machine says.
  if (!at) return <Typography.Text type="secondary">{intl.formatMessage({ id: 'users.common.never' })}</Typography.Text>;
  return <bdi>{formatDateTime(at, locale, RIYADH_TIME_ZONE)}</bdi>;
}

function RoleCell({ user }: { user: StaffUser }) {
  return <TextCell value={useIntl().formatMessage({ id: `users.roles.${user.role}` })} />;
}

function StatusCell({ user }: { user: StaffUser }) {
  const intl = useIntl();
  // The tag's words carry the status; the colour only repeats it.
  return <StatusTag tone={user.status === 'active' ? 'success' : 'neutral'}>{intl.formatMessage({ id: `users.statuses.${user.status}` })}</StatusTag>;
}

/** Name, Email, Role, Facilities, Status, Two-step sign-in, Last sign-in (Riyadh time), Actions. */
export function userColumns(locale: Locale, run: (action: UserRowAction, user: StaffUser) => void): TableColumnsType<StaffUser> {
  return [
    { key: 'name', render: (_, row) => <bdi>{row.name}</bdi> },
    { key: 'email', render: (_, row) => <EmailCell value={row.email} /> },
    { key: 'role', render: (_, row) => <RoleCell user={row} /> },
    { key: 'facilities', render: (_, row) => <FacilitiesCell user={row} locale={locale} /> },
    { key: 'status', render: (_, row) => <StatusCell user={row} /> },
    { key: 'twoFactor', render: (_, row) => <TwoFactorTag on={row.two_factor} /> },
    // Wide enough for '28-11-2026 04:44 AM' on one line, beside a long facilities list.
    { key: 'lastLogin', width: 180, render: (_, row) => <LastLogin at={row.last_login_at} locale={locale} /> },
    { key: 'actions', width: 90, render: (_, row) => <RowActions user={row} run={run} /> },
  ];
}
