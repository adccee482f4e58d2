export * from './athlete-bank';
export * from './plan-metrics';
export * from './coach-rules';
export * from './replan-scenarios';
export * from './return-to-run';
