export * from './slots';
export * from './long-session-minimums';
export * from './validate-availability';
