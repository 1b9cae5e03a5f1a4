export * from './reservation-states';
