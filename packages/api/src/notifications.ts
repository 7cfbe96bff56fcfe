import type { NotificationBody, NotificationSent, RowsPage, SentNotification } from '@mk/contracts';
import { api, providesList } from './api';

export interface SentNotificationsArgs {
  page?: number;
  limit?: number;
}

export interface SendNotificationArgs {
  notification: NotificationBody;
  /** 'Store message in users' notification center' (on by default in the form). */
  store: boolean;
}

/**
 * Notifications (spec 2 section 7, ADMIN): a send is stored in the notification center of its
 * audience (`POST notification-write/`) or only delivered (`POST notification-write/sendToAll`),
 * to every patient or, for a test, to one (`receiver_entity: 'patient'`, `receiver_id`). The
 * Notification Center lists what was sent, with how far its delivery has gone.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET notification-read/`: newest first; page 1 and limit 10 unless told. */
    getSentNotifications: build.query<RowsPage<SentNotification>, SentNotificationsArgs>({
      query: ({ page = 1, limit = 10 }) => ({ url: 'notification-read/', params: { page, limit } }),
      providesTags: (result) => providesList(result?.rows, 'Notification'),
    }),
    sendNotification: build.mutation<NotificationSent, SendNotificationArgs>({
      query: ({ notification, store }) => ({ url: store ? 'notification-write/' : 'notification-write/sendToAll', method: 'POST', body: notification }),
      invalidatesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
  }),
});

export const { useGetSentNotificationsQuery, useSendNotificationMutation } = notificationsApi;
