export { clinicsModule } from './clinics.module';
export { clinicsMessages } from './messages';
export { clinicPaths } from './clinic-paths';
