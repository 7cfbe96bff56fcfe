// The public entry: the base API and its base query, then every domain's endpoints and hooks.
// A domain file (`src/<domain>.ts`, injectEndpoints) is added here with one `export *` line; its
// hook names start with the domain's entity, so the files never export the same name.
export { api, TAG_TYPES, providesList, type TagType } from './api';
export * from './base-query';
export { setApiTransport, type ApiTransport, type ApiCallInfo } from './transport';
export type { ApiEndpointName, DomainEndpointNames } from './endpoint-names';
export * from './runtime-config';
export * from './media-upload';
export * from './image-upload';

export * from './session';
export * from './clinics';
export * from './tags';
export * from './physicians';
export * from './patients';
export * from './appointments';
export * from './pharmacies';
export * from './orders';
export * from './pdf';
export * from './er-prescriptions';
export * from './emergency-calls';
export * from './notifications';
export * from './centers';
export * from './services';
export * from './procedures';
export * from './packages';
export * from './qr-codes';
export * from './users';
export * from './facility-status';
export * from './history';
export * from './home';
export * from './calendar';
export * from './two-factor';
export * from './list-export';
