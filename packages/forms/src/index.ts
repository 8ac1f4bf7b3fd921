export * from './types';
export * from './engine';
export * from './validate';
export * from './summary';
export * from './signature';
export * from './messages';
export * from './check';
export * from './definitions';
