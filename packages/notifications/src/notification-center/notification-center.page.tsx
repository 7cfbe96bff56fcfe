import { useIntl } from 'react-intl';
import { LIST_PAGE_SIZE, type SentNotification } from '@mk/contracts';
import { useGetSentNotificationsQuery } from '@mk/api';
import { ListPage, PAGE_ONLY, type ListResult } from '@mk/ui';
import { AdminOnly } from '../admin-only';
import { notificationPaths } from '../notification-paths';
import { notificationColumns } from './notification-columns';

const rowKey = (notification: SentNotification) => notification.sys_id;
const columns = notificationColumns();

function useSentNotifications(_filters: unknown, page: number): ListResult<SentNotification> {
  // Every visit asks again: a broadcast's delivered count grows in the background.
  const { data, error, isFetching, refetch } = useGetSentNotificationsQuery({ page, limit: LIST_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return { rows: data?.rows, count: data?.count ?? 0, error, isFetching, refetch };
}

function NotificationCenter() {
  return (
    <ListPage<SentNotification, Record<string, never>>
      messages="notifications.center"
      url={PAGE_ONLY}
      useList={useSentNotifications}
      create={notificationPaths.send()}
      columns={columns}
      rowKey={rowKey}
    />
  );
}

/** The Notification Center (spec 2 section 2): what was sent, newest first, 10 a page, and Send Notification. */
export default function NotificationCenterPage() {
  const intl = useIntl();
  return (
    <AdminOnly title={intl.formatMessage({ id: 'notifications.center.title' })}>
      <NotificationCenter />
    </AdminOnly>
  );
}
