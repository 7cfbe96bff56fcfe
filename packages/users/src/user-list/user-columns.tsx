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

/** The user's facilities by kind ('Pharmacies: Al Dawaa Olaya'), names in the reader's language. */
function FacilitiesCell({ user, locale }: { user: StaffUser; locale: Locale }) {
  const intl = useIntl();
  const kinds = FACILITY_KINDS.filter((kind) => user[kind].length > 0);
  if (kinds.length === 0) return <TextCell value={null} />;
  return (
    <>
      {kinds.map((kind) => (
        <div key={kind}>
          <Typography.Text type="secondary">{intl.formatMessage({ id: `users.list.facilities.${kind}` })}: </Typography.Text>
          {user[kind].map((facility, index) => (
            <span key={facility.sys_id}>
              {index > 0 && (locale === 'ar' ? '، ' : ', ')}
              <bdi>{facilityName(facility, locale)}</bdi>
            </span>
          ))}
        </div>
      ))}
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
    { key: 'lastLogin', render: (_, row) => <LastLogin at={row.last_login_at} locale={locale} /> },
    { key: 'actions', width: 90, render: (_, row) => <RowActions user={row} run={run} /> },
  ];
}
