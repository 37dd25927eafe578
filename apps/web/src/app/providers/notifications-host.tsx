import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

const Notifications = lazy(() => import('./notifications-container.tsx'));

/** The notices' container loads with the first notice, not with the first screen. */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}
