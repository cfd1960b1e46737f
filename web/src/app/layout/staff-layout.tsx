import { PageFrame } from './page-frame';
import { StaffHeader } from './staff-header';
import { useRouteEffects } from './use-route-effects';

/**
 * The staff pages (/admin, /admin/*): a compact header and no public navigation or footer,
 * so a stray tap cannot take staff out of their work onto the public site.
 */
export function StaffLayout() {
  useRouteEffects();
  return <PageFrame header={<StaffHeader />} />;
}
