export * from './reservation-states';
export * from './awaiting-you';
