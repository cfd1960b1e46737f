import { OfflineStatus } from '../../components/offline-status';
import { PageFrame } from './page-frame';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useRouteEffects } from './use-route-effects';

/** The public pages: the site's header with its navigation, and its footer. */
export function SiteLayout() {
  useRouteEffects();
  return (
    <PageFrame
      header={<SiteHeader />}
      footer={
        <>
          <SiteFooter />
          <OfflineStatus />
        </>
      }
    />
  );
}
