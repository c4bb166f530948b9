import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

function isExternal(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href) || href.startsWith('#');
}

/**
 * MUI's link component for the whole app: in-app paths go through the router (no reload),
 * anything with a scheme (https:, mailto:, tel:) or a path served by the server stays a plain anchor.
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, Props>(function LinkBehavior({ href = '', ...props }, ref) {
  if (isExternal(href) || props.target === '_blank' || props.download !== undefined || isServerPath(href)) {
    return <a ref={ref} href={href} {...props} />;
  }
  return <RouterLink ref={ref} to={href} {...props} />;
});

/** Paths the server answers itself (not client routes). */
function isServerPath(href: string): boolean {
  return /^\/(?:appstore|api\/graphql|files|vendor|dev|healthz|readyz)(?:\/|$|\?)/.test(href);
}
