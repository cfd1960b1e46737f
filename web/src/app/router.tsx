import { lazy, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { SiteLayout } from './layout/site-layout';

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

/** Each screen is its own chunk: a visitor downloads only the pages they open. */
const PAGES = {
  home: page(() => import('../pages/home-page')),
  services: page(() => import('../pages/services-page')),
  service: page(() => import('../pages/service-page')),
  industries: page(() => import('../pages/industries-page')),
  portal: page(() => import('../pages/portal-page')),
  about: page(() => import('../pages/about-page')),
  contact: page(() => import('../pages/contact-page')),
  resources: page(() => import('../pages/resources-page')),
  containerRequest: page(() => import('../pages/container-request-page')),
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
  adminLogin: page(() => import('../pages/admin-login-page')),
  adminDashboard: page(() => import('../pages/admin-dashboard-page')),
  notFound: page(() => import('../pages/not-found-page')),
} satisfies Record<string, Page>;

/** Path pattern → page. */
const ROUTE_PAGES: [string, keyof typeof PAGES][] = [
  ['/', 'home'],
  ['/services', 'services'],
  ['/services/:serviceId', 'service'],
  ['/industries', 'industries'],
  ['/portal', 'portal'],
  ['/about', 'about'],
  ['/contact', 'contact'],
  ['/resources', 'resources'],
  ['/request-bags', 'containerRequest'],
  ['/resources/request', 'containerRequest'],
  ['/ship-sample', 'shipSample'],
  ['/soil-diagnostic-report', 'soilDiagnosticReport'],
  ['/sampling-instructions', 'samplingInstructions'],
  ['/soil-sampling-instructions', 'soilSamplingInstructions'],
  ['/plant-tissue-sample-instructions', 'sampleInstructions'],
  ['/sampling/plant-tissue-instructions', 'plantTissueInstructions'],
  ['/sampling/potato-instructions', 'crop'],
  ['/sampling/alfalfa-instructions', 'crop'],
  ['/sampling/cereal-instructions', 'crop'],
  ['/sampling/corn-instructions', 'crop'],
  ['/sampling/peas-instructions', 'crop'],
  ['/privacy-policy', 'privacyPolicy'],
  ['/terms-of-service', 'termsOfService'],
  ['/sitemap', 'sitemap'],
  ['/admin', 'adminLogin'],
  ['/admin/dashboard', 'adminDashboard'],
];

/** Loads the page for a path before hydration, so hydration never waits on a chunk. */
export function preloadPage(pathname: string): Promise<PageModule> {
  const match = ROUTE_PAGES.find(([pattern]) => matchPath(pattern, pathname));
  return PAGES[match?.[1] ?? 'notFound'].load();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {ROUTE_PAGES.map(([path, key]) => {
          const { Component } = PAGES[key];
          return <Route key={path} path={path} element={<Component />} />;
        })}
        <Route path="*" element={<PAGES.notFound.Component />} />
      </Route>
    </Routes>
  );
}
