import { OfflineStatus } from '../../components/offline-status';
import { OutboxRegion } from '../../components/outbox/outbox-region';
import { PageFrame } from './page-frame';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useRouteEffects } from './use-route-effects';

/** The public pages: the site's header with its navigation, and its footer. */
export function SiteLayout() {
  useRouteEffects();
  return (
    <PageFrame
      header={
        <>
          <SiteHeader />
          {/* Requests kept on this device with no network, and their sending. */}
          <OutboxRegion />
        </>
      }
      footer={
        <>
          <SiteFooter />
          <OfflineStatus />
        </>
      }
    />
  );
}
