import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notificationEndpoints } from '@/lib/endpoints.ts';
import { requestAnswer, requestList } from '@/lib/request.ts';

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

const isNotifiedOf = { waiting: 'false', notified: 'true', all: undefined } as const;

/** GET /store/productavailabilitynotifications: a page of subscriptions, newest first. */
export const useNotifications = (q: NotificationListParams) =>
  useQuery({
    queryKey: notificationKeys.list(q),
    queryFn: () =>
      requestList(notificationEndpoints.list, {
        query: { page: q.page, pageSize: q.pageSize, isNotified: isNotifiedOf[q.filter] },
      }),
    placeholderData: keepPreviousData,
  });

export const setNotified = (id: string, isNotified: boolean) =>
  requestAnswer(notificationEndpoints.setStatus, { params: { id }, body: { isNotified } });
export const deleteNotification = (id: string) => requestAnswer(notificationEndpoints.remove, { params: { id } });
