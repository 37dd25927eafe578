import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { describeError } from './describe-error.ts';
import { ErrorScreen } from './error-screen.tsx';

const KNOWN = [400, 403, 404, 405] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (status: number): status is Known => (KNOWN as readonly number[]).includes(status);

/** The router's error screens: 400, 403, 404, 405, and "Unexpected Application Error!" for the rest. */
export default function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('status');
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const key = status !== undefined && isKnown(status) ? String(status) : 'default';
  return (
    <ErrorScreen
      status={status}
      title={t(`routeErrors.${key}.title`)}
      text={t(`routeErrors.${key}.text`)}
      details={describeError(error)}
      onRetry={() => window.location.reload()}
    />
  );
}
