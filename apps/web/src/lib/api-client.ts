import { pathOf, type CallInput, type DataOf, type Endpoint } from '@souqna/contracts';
import { createApiClient, listOf, type ApiResult, type ListResult, type Query, type RequestOptions } from './api.ts';
import { appStore } from './app-store.ts';
import { resetApp } from './app-reset.ts';
import { i18n } from '../i18n/i18n.ts';

/** The app's client: tokens and language from the store; a refused refresh signs out (the guard then asks to log in). */
export const api = createApiClient({
  language: () => appStore.getState().language,
  session: () => {
    const session = appStore.getState().auth?.session;
    return session ? { userId: session.user.userId, accessToken: session.accessToken, refreshToken: session.refreshToken } : null;
  },
  onTokens: (pair) => appStore.getState().setTokens(pair),
  onSessionEnded: () => {
    appStore.getState().signOut();
    resetApp();
  },
  clientMessage: (code, lang) => i18n.t(`common:clientErrors.${code}`, { lng: lang }),
});

type Inputs<E extends Endpoint> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, options?: RequestOptions]
    : [input: CallInput<E>, options?: RequestOptions];

function sendEndpoint<E extends Endpoint>(endpoint: E, input: Partial<CallInput<E>> = {}, options: RequestOptions = {}) {
  const query = input.query === undefined ? options.query : { ...options.query, ...(input.query as Query) };
  const body = input.body ?? (endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {});
  return api.call<unknown>(endpoint.method, pathOf(endpoint.path, input.params), body, { ...options, query });
}

/**
 * Calls an endpoint declared in the contracts (docs/contributing.md): the path filled from `params`,
 * the query and body sent as declared, the answer's `data` typed by the declaration. No feature
 * writes a path or an answer's type by hand.
 */
export async function request<E extends Endpoint>(endpoint: E, ...[input, options]: Inputs<E>): Promise<DataOf<E>> {
  return (await sendEndpoint(endpoint, input, options)).data as DataOf<E>;
}

/** `request` with the whole answer: `data`, the server's `message` and, for a list, its `pagination`. */
export async function requestAnswer<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: Inputs<E>
): Promise<ApiResult<DataOf<E>>> {
  return (await sendEndpoint(endpoint, input, options)) as ApiResult<DataOf<E>>;
}

/** `request` for a list endpoint: one page of items and where it sits. */
export async function requestList<E extends Endpoint & { list: true }>(
  endpoint: E,
  ...[input, options]: Inputs<E>
): Promise<ListResult<DataOf<E>>> {
  return listOf((await sendEndpoint(endpoint, input, options)) as ApiResult<DataOf<E>[]>);
}
