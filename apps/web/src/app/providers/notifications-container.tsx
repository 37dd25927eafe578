import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Notices top-right (spec §4), above everything else. */
export default function NotificationsContainer() {
  return <Notifications position="top-right" zIndex={1000} />;
}
