import { NotificationCentre } from '../notifications';

export default NotificationCentre;
