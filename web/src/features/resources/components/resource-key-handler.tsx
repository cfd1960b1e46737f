import { useEffect } from 'react';
import { useNotify } from '../../../components/notifications/use-notify';
import { RESOURCE_NOT_FOUND, resourceDestination } from '../../../content/resources';

/** The query parameter older links use to open one resource: `/resources?resource=soil-bags`. */
export const RESOURCE_PARAM = 'resource';

/**
 * Opens the page a `?resource=` key names, or shows the not-found notice for a key the
 * library does not have. An island with no markup, hydrated only on an address with the
 * parameter.
 */
export function ResourceKeyHandler() {
  const notify = useNotify();
  useEffect(() => {
    const url = new URL(window.location.href);
    const key = url.searchParams.get(RESOURCE_PARAM);
    if (key === null) return;
    const destination = resourceDestination(key);
    if (destination) {
      // Replaced, so Back skips the old address.
      window.location.replace(destination);
      return;
    }
    notify({ title: RESOURCE_NOT_FOUND, tone: 'destructive' });
    url.searchParams.delete(RESOURCE_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }, [notify]);
  return null;
}
