import { lazy, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { SiteLayout } from './layout/site-layout';

type PageModule = { default: ComponentType };
interface Page {
  /** The page's source file, as the build manifest names it. */
  source: string;
  load: () => Promise<PageModule>;
  Component: ComponentType;
}

/** Every page module; each is its own chunk, so a visitor downloads only the pages they open. */
const PAGE_MODULES = import.meta.glob<PageModule>('../pages/*-page.tsx');

/**
 * A lazily loaded page, by its file name in `src/pages`. Once its chunk has loaded, `lazy`
 * is handed a thenable that resolves synchronously, so the first render after
 * `preloadPage` does not suspend. Suspending there would let an early update (hydration
 * flags, theme) discard the pre-rendered HTML of the page and show it empty for a moment
 * before rendering it again.
 */
function page(name: string): Page {
  const load = PAGE_MODULES[`../pages/${name}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${name}.tsx`);
  let loaded: PageModule | undefined;
  const loadOnce = () => load().then((module) => (loaded = module));
  const Component = lazy(() => {
    if (!loaded) return loadOnce();
    const module = loaded;
    return {
      then: (resolve: (value: PageModule) => void) => resolve(module),
    } as Promise<PageModule>;
  });
  return { source: `src/pages/${name}.tsx`, load: loadOnce, Component };
}

const PAGES = {
  home: page('home-page'),
  services: page('services-page'),
  service: page('service-page'),
  industries: page('industries-page'),
  portal: page('portal-page'),
  about: page('about-page'),
  contact: page('contact-page'),
  resources: page('resources-page'),
  containerRequest: page('container-request-page'),
  shipSample: page('ship-sample-page'),
  soilDiagnosticReport: page('soil-diagnostic-report-page'),
  samplingInstructions: page('sampling-instructions-page'),
  soilSamplingInstructions: page('soil-sampling-instructions-page'),
  sampleInstructions: page('sample-instructions-page'),
  plantTissueInstructions: page('plant-tissue-instructions-page'),
  crop: page('crop-page'),
  privacyPolicy: page('privacy-policy-page'),
  termsOfService: page('terms-of-service-page'),
  sitemap: page('sitemap-page'),
  adminLogin: page('admin-login-page'),
  adminDashboard: page('admin-dashboard-page'),
  notFound: page('not-found-page'),
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

function pageFor(pathname: string): Page {
  const match = ROUTE_PAGES.find(([pattern]) => matchPath(pattern, pathname));
  return PAGES[match?.[1] ?? 'notFound'];
}

/** Loads the page for a path before hydration, so hydration never waits on a chunk. */
export function preloadPage(pathname: string): Promise<PageModule> {
  return pageFor(pathname).load();
}

/** The source file of the page a path shows: pre-rendering links its chunks for preload. */
export function pageSource(pathname: string): string {
  return pageFor(pathname).source;
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
