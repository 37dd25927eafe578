/**
 * ZATCA's e-invoicing API (Fatoora), at a base URL given by the caller: the sandbox is
 * `https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal`, simulation and production have
 * their own. Each call answers a typed result rather than throwing: what ZATCA said, with its
 * validation messages kept, or that it could not be reached (network, timeout, 429, 5xx), which is
 * worth trying again later.
 */

/** A message of ZATCA's validationResults (info, warning or error). */
export interface ZatcaMessage {
  type?: string;
  code?: string;
  category?: string;
  message: string;
  status?: string;
}

/** Reaching ZATCA failed or it failed; the same call may go through later. */
export interface Unreachable {
  outcome: 'unreachable';
  retryable: true;
  /** `timeout`, `network`, or `http <status>`. */
  reason: string;
}

/** ZATCA refused the credentials (401/403): the store's CSID needs renewing, not the document. */
export interface Unauthorized {
  outcome: 'unauthorized';
  httpStatus: number;
}

export type ReportResult =
  | { outcome: 'reported' }
  | { outcome: 'reported_with_warnings'; warnings: ZatcaMessage[] }
  | { outcome: 'rejected'; httpStatus: number; errors: ZatcaMessage[]; warnings: ZatcaMessage[] }
  | Unauthorized
  | Unreachable;

export type CsidResult =
  | { outcome: 'issued'; requestId: string; binarySecurityToken: string; secret: string }
  | { outcome: 'rejected'; httpStatus: number; errors: ZatcaMessage[] }
  | Unauthorized
  | Unreachable;

/** A CSID's credentials: the binary security token and its secret, the calls' basic auth. */
export interface ZatcaCredentials {
  binarySecurityToken: string;
  secret: string;
}

/** A signed document as the calls send it. */
export interface ZatcaSubmission {
  invoiceHash: string;
  uuid: string;
  /** The signed XML; sent in Base64. */
  xml: string;
}

export interface ZatcaClientOptions {
  baseUrl: string;
  /** Per call; 10 s unless given. */
  timeoutMs?: number;
}

type Answer = { kind: 'answer'; status: number; body: Record<string, unknown> } | Unreachable;

const basicAuth = (c: ZatcaCredentials): string =>
  `Basic ${Buffer.from(`${c.binarySecurityToken}:${c.secret}`).toString('base64')}`;

async function post(options: ZatcaClientOptions, path: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}${path}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Version': 'V2', ...headers },
      body: JSON.stringify(body),
      // As every outbound call (platform/outbound.ts): a redirect is not followed with our credentials.
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    text = await response.text();
  } catch (error) {
    const name = (error as Error).name;
    return {
      outcome: 'unreachable',
      retryable: true,
      reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network',
    };
  }
  if (response.status >= 500 || response.status === 429) {
    return { outcome: 'unreachable', retryable: true, reason: `http ${response.status}` };
  }
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { message: text };
  }
  const json = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  return { kind: 'answer', status: response.status, body: json };
}

const asMessages = (value: unknown): ZatcaMessage[] =>
  Array.isArray(value)
    ? value.map((m) =>
        typeof m === 'string' ? { message: m } : { ...(m as ZatcaMessage), message: String((m as ZatcaMessage)?.message ?? '') },
      )
    : [];

/** ZATCA's messages of one kind: validationResults' lists, or top-level `errors` on some answers. */
function messages(body: Record<string, unknown>, kind: 'warningMessages' | 'errorMessages'): ZatcaMessage[] {
  const results = (body.validationResults ?? {}) as Record<string, unknown>;
  const listed = asMessages(results[kind]);
  if (kind === 'errorMessages') listed.push(...asMessages(body.errors));
  if (kind === 'errorMessages' && !listed.length && typeof body.message === 'string') listed.push({ message: body.message });
  return listed;
}

function reportResult(answer: Answer): ReportResult {
  if ('outcome' in answer) return answer;
  const { status, body } = answer;
  if (status === 401 || status === 403) return { outcome: 'unauthorized', httpStatus: status };
  const warnings = messages(body, 'warningMessages');
  const reported = body.reportingStatus === 'REPORTED';
  if ((status === 200 || status === 202) && reported) {
    return warnings.length ? { outcome: 'reported_with_warnings', warnings } : { outcome: 'reported' };
  }
  return { outcome: 'rejected', httpStatus: status, errors: messages(body, 'errorMessages'), warnings };
}

function csidResult(answer: Answer): CsidResult {
  if ('outcome' in answer) return answer;
  const { status, body } = answer;
  if (status === 401 || status === 403) return { outcome: 'unauthorized', httpStatus: status };
  const { requestID, binarySecurityToken, secret } = body;
  if (status === 200 && typeof binarySecurityToken === 'string' && typeof secret === 'string') {
    return { outcome: 'issued', requestId: String(requestID ?? ''), binarySecurityToken, secret };
  }
  return { outcome: 'rejected', httpStatus: status, errors: messages(body, 'errorMessages') };
}

const submission = (s: ZatcaSubmission) => ({
  invoiceHash: s.invoiceHash,
  uuid: s.uuid,
  invoice: Buffer.from(s.xml, 'utf8').toString('base64'),
});

/** The compliance CSID: `POST /compliance` with the CSR (Base64 of its PEM) and the portal's OTP. */
export const requestComplianceCsid = async (options: ZatcaClientOptions, csrBase64: string, otp: string): Promise<CsidResult> =>
  csidResult(await post(options, '/compliance', { csr: csrBase64 }, { OTP: otp }));

/** A compliance check of one signed document, with the compliance CSID: `POST /compliance/invoices`. */
export const checkCompliance = async (
  options: ZatcaClientOptions,
  credentials: ZatcaCredentials,
  document: ZatcaSubmission,
): Promise<ReportResult> =>
  reportResult(
    await post(options, '/compliance/invoices', submission(document), {
      'Accept-Language': 'en',
      Authorization: basicAuth(credentials),
    }),
  );

/** The production CSID once the compliance checks passed: `POST /production/csids`. */
export const requestProductionCsid = async (
  options: ZatcaClientOptions,
  compliance: ZatcaCredentials,
  complianceRequestId: string,
): Promise<CsidResult> =>
  csidResult(
    await post(
      options,
      '/production/csids',
      { compliance_request_id: complianceRequestId },
      { Authorization: basicAuth(compliance) },
    ),
  );

/**
 * Reports a signed simplified document (within 24 hours of issue) with the production CSID:
 * `POST /invoices/reporting/single`.
 */
export const reportInvoice = async (
  options: ZatcaClientOptions,
  credentials: ZatcaCredentials,
  document: ZatcaSubmission,
): Promise<ReportResult> =>
  reportResult(
    await post(options, '/invoices/reporting/single', submission(document), {
      'Accept-Language': 'en',
      'Clearance-Status': '0',
      Authorization: basicAuth(credentials),
    }),
  );
