export { appointmentsModule } from './appointments.module';
export { appointmentsMessages } from './messages';
export { appointmentPaths } from './appointment-paths';
export { ClockProvider, type Now } from './shared/clock';
