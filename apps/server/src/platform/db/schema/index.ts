// Every table of the portal. Each feature that owns tables adds its file here.
export * from './audit';
export * from './identity';
export * from './people';
export * from './system';
export * from './shell';
export * from './account';
export * from './applications';
export * from './documents';
export * from './federation';
export * from './recovery';
export * from './communications';
export * from './changes';
export * from './appeals';
export * from './messaging';
export * from './mass-communications';
export * from './providers';
export * from './presumptive';
