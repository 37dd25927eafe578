import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WebhookSubscriptionInput } from '@souqna/contracts';
import { webhookEndpoints as e } from '@/lib/endpoints.ts';
import { request, requestAnswer, requestList } from '@/lib/request.ts';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: string, page: number) => [...webhookKeys.all, 'deliveries', id, page] as const,
  attempts: (id: string, deliveryId: string) => [...webhookKeys.all, 'attempts', id, deliveryId] as const,
};

/** GET /store/webhooks: the store's endpoints, with their newest delivery; never a secret. */
export const useWebhooks = () => useQuery({ queryKey: webhookKeys.list(), queryFn: () => request(e.list), staleTime: 0 });

export const DELIVERIES_PAGE_SIZE = 10;

/** One page of an endpoint's delivery log, newest first. */
export const useDeliveries = (id: string, page: number) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id, page),
    queryFn: () => requestList(e.deliveries, { params: { id }, query: { page, pageSize: DELIVERIES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Every try of one delivery. */
export const useAttempts = (id: string, deliveryId: string) =>
  useQuery({
    queryKey: webhookKeys.attempts(id, deliveryId),
    queryFn: () => request(e.attempts, { params: { id, deliveryId } }),
  });

export const createWebhook = (input: WebhookSubscriptionInput) => requestAnswer(e.create, { body: input });
export const updateWebhook = (id: string, input: WebhookSubscriptionInput) =>
  requestAnswer(e.update, { params: { id }, body: input });
export const removeWebhook = (id: string) => requestAnswer(e.remove, { params: { id } });
export const rotateWebhookSecret = (id: string) => requestAnswer(e.rotateSecret, { params: { id } });
export const resendDelivery = (id: string, deliveryId: string) => requestAnswer(e.resend, { params: { id, deliveryId } });
