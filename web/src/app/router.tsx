import { lazy, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { SiteLayout } from './layout/site-layout';

type PageModule = { default: ComponentType };
interface Page {
  load: () => Promise<PageModule>;
  Component: ComponentType;
}

const page = (load: () => Promise<PageModule>): Page => ({ load, Component: lazy(load) });

/** Each screen is its own chunk: a visitor downloads only the pages they open. */
const PAGES = {
  home: page(() => import('../pages/home-page')),
  services: page(() => import('../pages/services-page')),
  service: page(() => import('../pages/service-page')),
  industries: page(() => import('../pages/industries-page')),
  portal: page(() => import('../pages/portal-page')),
  about: page(() => import('../pages/about-page')),
  contact: page(() => import('../pages/contact-page')),
  placeholder: page(() => import('../pages/placeholder-page')),
  notFound: page(() => import('../pages/not-found-page')),
} satisfies Record<string, Page>;

/** Path pattern → page. Part 2 and admin screens are placeholders until they land. */
const ROUTE_PAGES: [string, keyof typeof PAGES][] = [
  ['/', 'home'],
  ['/services', 'services'],
  ['/services/:serviceId', 'service'],
  ['/industries', 'industries'],
  ['/portal', 'portal'],
  ['/about', 'about'],
  ['/contact', 'contact'],
  ['/resources', 'placeholder'],
  ['/request-bags', 'placeholder'],
  ['/resources/request', 'placeholder'],
  ['/ship-sample', 'placeholder'],
  ['/soil-diagnostic-report', 'placeholder'],
  ['/sampling-instructions', 'placeholder'],
  ['/soil-sampling-instructions', 'placeholder'],
  ['/plant-tissue-sample-instructions', 'placeholder'],
  ['/sampling/plant-tissue-instructions', 'placeholder'],
  ['/sampling/potato-instructions', 'placeholder'],
  ['/sampling/alfalfa-instructions', 'placeholder'],
  ['/sampling/cereal-instructions', 'placeholder'],
  ['/sampling/corn-instructions', 'placeholder'],
  ['/sampling/peas-instructions', 'placeholder'],
  ['/privacy-policy', 'placeholder'],
  ['/terms-of-service', 'placeholder'],
  ['/sitemap', 'placeholder'],
  ['/admin', 'placeholder'],
  ['/admin/dashboard', 'placeholder'],
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
