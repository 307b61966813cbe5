export * from './constants';
export * from './enums';
export * from './api';
export * from './messages';
export * from './schemas';
export * from './auth';
export * from './portal';
