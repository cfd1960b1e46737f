import type { AnchorHTMLAttributes, Ref } from 'react';
import type { SiteHref } from '../config/site-routes';

export type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A page of the site route list, optionally with an anchor: anything else fails to compile. */
  to: SiteHref;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * The link for internal links, and the `component` to give MUI's Button, Link or MenuItem
 * for one. Its `to` only takes paths of the site route list. Every page is a pre-rendered
 * document of its own, so a link is a plain one: an ordinary page load, which works before
 * and without any script and needs no router in the islands.
 */
export function RouterLink({ to, ...props }: RouterLinkProps) {
  return <a href={to} {...props} />;
}
