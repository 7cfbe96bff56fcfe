export { centersModule } from './centers.module';
export { centersMessages } from './messages';
