export { ScheduleExceptions, type ScheduleExceptionsProps } from './schedule-exceptions';
