export { usersModule } from './users.module';
export { usersMessages } from './messages';
