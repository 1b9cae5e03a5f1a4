export * from './types';
export * from './category-key';
export * from './match-results';
export * from './record-line';
export * from './ranking-rows';
export * from './season-ranking';
export * from './series-ranking';
export * from './team-stats';
