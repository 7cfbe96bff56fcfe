export { homeModule } from './home.module';
export { homeMessages } from './messages';
