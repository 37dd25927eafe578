import { useQuery } from '@tanstack/react-query';
import type { CustomerMessagePreviewInput, CustomerMessagesInput } from '@souqna/contracts';
import { customerMessageEndpoints as e, orderEndpoints } from '@/lib/endpoints.ts';
import { request, requestAnswer } from '@/lib/request.ts';

/** The customer messages screen's address (linked from the WhatsApp and SMS page and from an order's log). */

export const customerMessageKeys = {
  all: ['customer-messages'] as const,
  list: () => [...customerMessageKeys.all, 'list'] as const,
  statuses: () => [...customerMessageKeys.all, 'statuses'] as const,
  preview: (input: CustomerMessagePreviewInput) => [...customerMessageKeys.all, 'preview', input] as const,
};

/** GET /messaging/customer-messages: every status the store has messages for. */
export const useCustomerMessages = () => useQuery({ queryKey: customerMessageKeys.list(), queryFn: () => request(e.list) });

/** GET /order/status: the statuses a message can be written for, the store's own among them. */
export const useMessageStatuses = () =>
  useQuery({ queryKey: customerMessageKeys.statuses(), queryFn: () => request(orderEndpoints.statuses), staleTime: 5 * 60_000 });

/** PUT /messaging/customer-messages/{statusId}: the status's three channels at once. */
export const saveCustomerMessages = (statusId: string, body: CustomerMessagesInput) =>
  requestAnswer(e.save, { params: { statusId }, body });

/** POST /messaging/customer-messages/preview, asked only while `input` is whole (null: nothing to render yet). */
export const useCustomerMessagePreview = (input: CustomerMessagePreviewInput | null) =>
  useQuery({
    queryKey: customerMessageKeys.preview(input!),
    queryFn: () => request(e.preview, { body: input! }),
    enabled: input !== null,
    staleTime: 60_000,
    retry: false,
  });
