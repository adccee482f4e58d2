export * from './dates/index';
export * from './model/index';
export * from './validation/index';
