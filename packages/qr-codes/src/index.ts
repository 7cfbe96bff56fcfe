export { qrCodesModule } from './qr-codes.module';
export { qrCodesMessages } from './messages';
