/**
 * units/: metric and imperial, pace and speed, `h:mm` and `mm:ss` text.
 * Everything inside the engine is SI (seconds, metres, m/s, kg, cm); these functions convert
 * at the edge only. Calendar dates and weeks live in dates/.
 */
export * from './convert';
export * from './time-format';
export * from './display';
export * from './workout-text';
