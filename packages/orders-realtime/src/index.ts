export { ordersModule } from './orders.module';
export { ordersMessages } from './messages';
