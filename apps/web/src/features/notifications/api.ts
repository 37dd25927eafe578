import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AvailabilityNotification } from '@souqna/contracts';
import { api } from '../../lib/api-client.ts';

/** Which subscriptions the list shows. */
export type NotificationFilter = 'waiting' | 'notified' | 'all';

export interface NotificationListParams {
  page: number;
  pageSize: number;
  filter: NotificationFilter;
}

export const notificationKeys = {
  all: ['availability-notifications'] as const,
  list: (q: NotificationListParams) => [...notificationKeys.all, 'list', q] as const,
};

const PATH = '/store/productavailabilitynotifications';
const isNotifiedOf = { waiting: 'false', notified: 'true', all: undefined } as const;

/** GET /store/productavailabilitynotifications: a page of subscriptions, newest first. */
export const useNotifications = (q: NotificationListParams) =>
  useQuery({
    queryKey: notificationKeys.list(q),
    queryFn: () =>
      api.list<AvailabilityNotification>(PATH, { page: q.page, pageSize: q.pageSize, isNotified: isNotifiedOf[q.filter] }),
    placeholderData: keepPreviousData,
  });

export const setNotified = (id: string, isNotified: boolean) =>
  api.call<AvailabilityNotification>('PUT', `${PATH}/${encodeURIComponent(id)}/status`, { isNotified });
export const deleteNotification = (id: string) => api.call<null>('DELETE', `${PATH}/${encodeURIComponent(id)}`);
