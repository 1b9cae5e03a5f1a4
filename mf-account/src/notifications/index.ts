export { NotificationCentre } from './notification-centre';
