export { emergencyCallsModule } from './emergency-calls.module';
export { emergencyCallsMessages } from './messages';
