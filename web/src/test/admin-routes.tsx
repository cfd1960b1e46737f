import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LocationProbe } from './location-probe';
import { renderWithApp } from './render';

/**
 * Renders `dashboard` at /admin/dashboard in the app's providers, beside the admin login
 * route (where an ended session goes) and a `LocationProbe`.
 * @param login what /admin shows. @default a paragraph reading 'Login probe'
 * @param route the address it opens at, a query string and all. @default '/admin/dashboard'
 */
export function renderAdminRoutes(
  dashboard: ReactElement,
  {
    login = <p>Login probe</p>,
    route = '/admin/dashboard',
  }: { login?: ReactElement; route?: string } = {},
) {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/admin" element={login} />
        <Route path="/admin/dashboard" element={dashboard} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}
