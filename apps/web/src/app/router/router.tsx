import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';
import { prefetchFrom } from '@/lib/prefetch.ts';

/**
 * The data router. Created only once the session and the texts are ready (main.tsx), because it
 * starts loading the first page's chunks and texts at once.
 */
export const createAppRouter = () => {
  prefetchFrom(routes);
  return createBrowserRouter(routes);
};
