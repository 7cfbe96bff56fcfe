export { physiciansModule } from './physicians.module';
export { physiciansMessages } from './messages';
export { physicianPaths } from './physician-paths';
