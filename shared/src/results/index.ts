export * from './transitions';
export * from './score-rules';
