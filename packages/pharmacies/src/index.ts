export { pharmaciesModule } from './pharmacies.module';
export { pharmaciesMessages } from './messages';
export { pharmacyPaths } from './pharmacy-paths';
