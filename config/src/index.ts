export * from './constants';
export * from './enums';
export * from './limits';
export * from './api';
export * from './messages';
export * from './schemas';
export * from './auth';
export * from './portal';
