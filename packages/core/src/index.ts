export * from './dates/index';
