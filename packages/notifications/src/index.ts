export { notificationsModule } from './notifications.module';
export { notificationsMessages } from './messages';
