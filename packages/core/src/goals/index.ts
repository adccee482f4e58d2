export * from './race-catalogue';
export * from './race-needs';
export * from './goal-rules';
export * from './feasibility';
export * from './target-times';
