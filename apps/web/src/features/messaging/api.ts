import { useQuery } from '@tanstack/react-query';
import type { MessagingSettingInput } from '@souqna/contracts';
import { emailSenderEndpoints, messagingSettingEndpoints as e } from '@/lib/endpoints.ts';
import { request, requestAnswer } from '@/lib/request.ts';

export const messagingKeys = {
  all: ['messaging-settings'] as const,
  list: () => [...messagingKeys.all, 'list'] as const,
  sender: () => [...messagingKeys.all, 'email-sender'] as const,
};

/** GET /messaging-settings/store: the store's settings, at most one of each type. */
export const useMessagingSettings = () => useQuery({ queryKey: messagingKeys.list(), queryFn: () => request(e.list) });

export const createMessagingSetting = (input: MessagingSettingInput) => requestAnswer(e.create, { body: input });
export const updateMessagingSetting = (id: string, input: MessagingSettingInput) =>
  requestAnswer(e.update, { params: { id }, body: input });
export const removeMessagingSetting = (id: string) => requestAnswer(e.remove, { params: { id } });
/** Sends a real test message through the setting; a refusal is an `ApiError` with `reason` and `details`. */
export const sendTestMessage = (id: string, to: string) => requestAnswer(e.test, { params: { id }, body: { to } });

/** The name and reply-to the store's mail carries when it goes through the platform's server (GET/PUT /store/email-sender). */
export const useEmailSender = () =>
  useQuery({ queryKey: messagingKeys.sender(), queryFn: () => request(emailSenderEndpoints.get) });
