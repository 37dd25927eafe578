import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers/app-providers.tsx';
import { ErrorBoundary } from './errors/error-boundary.tsx';
import { createAppRouter } from './router/router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </AppProviders>
  );
}
