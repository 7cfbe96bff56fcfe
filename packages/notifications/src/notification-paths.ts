/** The Notifications routes (spec 2 section 2). */
export const notificationPaths = {
  center: () => '/notification',
  send: () => '/notification/send',
};
