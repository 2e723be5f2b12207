import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { createQueryClient } from '@/lib/query';
import { AppProvider } from './provider';
import { routes } from './router';

// The public pages rendered at build time (`prerenderPages` in web/vite-plugins.ts writes
// dist/pages/): what a first-time visitor sees before any script, without data (each query shows
// its loading state), so the largest paint of the banner or the page's hero waits for no script
// (issue 13). The browser hydrates it (main.tsx) when its visit matches the render: this path, no
// query string, Chinese, logged out; the server sends it only then (server/src/plugins/spa.ts).

/** Pages whose first render depends on nothing but the path (no query string, no session). */
export const PRERENDERED_PATHS = [
  paths.home,
  paths.memberShip,
  paths.memberDirectory,
  paths.trainingEvent,
  paths.evaluate,
  paths.meritRating,
].map((page) => page.path);

/** The markup of `path`'s first render, for the app's root element. */
export async function prerender(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects: it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider client={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
