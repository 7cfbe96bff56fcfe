export { packagesModule } from './packages.module';
export { packagesMessages } from './messages';
