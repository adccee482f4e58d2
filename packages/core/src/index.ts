export * from './dates/index';
export * from './model/index';
