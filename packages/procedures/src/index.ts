export { proceduresModule } from './procedures.module';
export { proceduresMessages } from './messages';
