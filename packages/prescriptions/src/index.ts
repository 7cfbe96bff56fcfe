export { erPrescriptionsModule } from './prescriptions.module';
export { erPrescriptionsMessages } from './messages';
