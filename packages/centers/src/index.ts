export { centersModule } from './centers.module';
export { centersMessages } from './messages';
export { centerPaths } from './center-paths';
