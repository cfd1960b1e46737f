import type { ComponentProps } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one place that wraps the untyped Link
import { Link } from 'react-router-dom';
import type { SiteHref } from '../config/site-routes';

export type RouterLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & {
  /** A page of the site route list, optionally with an anchor: anything else fails to compile. */
  to: SiteHref;
};

/**
 * The router's client-side link for internal links, and the `component` to give MUI's
 * Button, Link or MenuItem for one. Its `to` only takes paths of the site route list.
 */
export function RouterLink(props: RouterLinkProps) {
  return <Link {...props} />;
}
