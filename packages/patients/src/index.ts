export { patientsModule } from './patients.module';
export { patientsMessages } from './messages';
export { patientPaths } from './patient-paths';
