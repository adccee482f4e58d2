export * from './athlete-bank';
export * from './plan-metrics';
export * from './coach-rules';
export * from './replan-scenarios';
