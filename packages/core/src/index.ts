export * from './dates/index';
export * from './model/index';
export * from './validation/index';
export * from './units/index';
export * from './zones/index';
export * from './load/index';
export * from './readiness/index';
