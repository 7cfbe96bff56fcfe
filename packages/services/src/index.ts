export { servicesModule } from './services.module';
export { servicesMessages } from './messages';
