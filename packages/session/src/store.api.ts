// The API as one small module, so loading it on demand does not bring every export of @mk/api.
export { api } from '@mk/api';
