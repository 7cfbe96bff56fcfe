export { calendarModule } from './calendar.module';
export { calendarMessages } from './messages';
