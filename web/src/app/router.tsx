import { lazy, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { isStaffPath } from '@lab/shared/security/headers';
import { NOT_FOUND_ROUTE, SITE_ROUTES, type PageKey } from '../config/site-routes';
import { SiteLayout } from './layout/site-layout';
import { StaffLayout } from './layout/staff-layout';

type PageModule = { default: ComponentType };
interface Page {
  load: () => Promise<PageModule>;
  Component: ComponentType;
}

/**
 * A lazily loaded page. Once its chunk has loaded, `lazy` is handed a thenable that resolves
 * synchronously, so the first render after `preloadPage` does not suspend. Suspending there
 * would let an early update (hydration flags, theme) discard the pre-rendered HTML of the
 * page and show it empty for a moment before rendering it again.
 */
function page(load: () => Promise<PageModule>): Page {
  let loaded: PageModule | undefined;
  const loadOnce = () => load().then((module) => (loaded = module));
  const Component = lazy(() => {
    if (!loaded) return loadOnce();
    const module = loaded;
    return {
      then: (resolve: (value: PageModule) => void) => resolve(module),
    } as Promise<PageModule>;
  });
  return { load: loadOnce, Component };
}

/**
 * Each screen is its own chunk: a visitor downloads only the pages they open. Which path
 * shows which screen is the site route list's business; `satisfies` makes this table name
 * exactly the page keys that list uses, no more and no fewer.
 */
const PAGES = {
  home: page(() => import('../pages/home-page')),
  services: page(() => import('../pages/services-page')),
  service: page(() => import('../pages/service-page')),
  industries: page(() => import('../pages/industries-page')),
  portal: page(() => import('../pages/portal-page')),
  about: page(() => import('../pages/about-page')),
  contact: page(() => import('../pages/contact-page')),
  resources: page(() => import('../pages/resources-page')),
  resourceRequest: page(() => import('../pages/resource-request-page')),
  shipSample: page(() => import('../pages/ship-sample-page')),
  soilDiagnosticReport: page(() => import('../pages/soil-diagnostic-report-page')),
  samplingInstructions: page(() => import('../pages/sampling-instructions-page')),
  soilSamplingInstructions: page(() => import('../pages/soil-sampling-instructions-page')),
  sampleInstructions: page(() => import('../pages/sample-instructions-page')),
  plantTissueInstructions: page(() => import('../pages/plant-tissue-instructions-page')),
  crop: page(() => import('../pages/crop-page')),
  privacyPolicy: page(() => import('../pages/privacy-policy-page')),
  termsOfService: page(() => import('../pages/terms-of-service-page')),
  sitemap: page(() => import('../pages/sitemap-page')),
  track: page(() => import('../pages/track-page')),
  offline: page(() => import('../pages/offline-page')),
  adminLogin: page(() => import('../pages/admin-login-page')),
  adminDashboard: page(() => import('../pages/admin-dashboard-page')),
  adminReceive: page(() => import('../pages/admin-receive-page')),
  notFound: page(() => import('../pages/not-found-page')),
} satisfies Record<PageKey, Page>;

/** Loads the page for a path before hydration, so hydration never waits on a chunk. */
export function preloadPage(pathname: string): Promise<PageModule> {
  // Matched as <Routes> matches (case and trailing slash aside), so both pick the same page.
  const route = SITE_ROUTES.find(({ path }) => matchPath(path, pathname)) ?? NOT_FOUND_ROUTE;
  return PAGES[route.page].load();
}

/** The site's routes for one layout: public pages in one, staff pages in the other. */
function routesOf(routes: readonly (typeof SITE_ROUTES)[number][]) {
  return routes.map(({ path, page: key }) => {
    const { Component } = PAGES[key];
    return <Route key={path} path={path} element={<Component />} />;
  });
}

const PUBLIC_ROUTES = SITE_ROUTES.filter((route) => !isStaffPath(route.path));
const STAFF_ROUTES = SITE_ROUTES.filter((route) => isStaffPath(route.path));

export function AppRoutes() {
  const NotFound = PAGES[NOT_FOUND_ROUTE.page].Component;
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {routesOf(PUBLIC_ROUTES)}
        {/* An unknown address, staff area or not, offers the public site's way back. */}
        <Route path="*" element={<NotFound />} />
      </Route>
      {/* Staff pages leave the public header and footer out: see StaffLayout. */}
      <Route element={<StaffLayout />}>{routesOf(STAFF_ROUTES)}</Route>
    </Routes>
  );
}
