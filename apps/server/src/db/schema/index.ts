export * from './administrators';
export * from './clinics';
export * from './pharmacies';
export * from './centers';
export * from './audit';
export * from './media';
export * from './tags';
export * from './physicians';
