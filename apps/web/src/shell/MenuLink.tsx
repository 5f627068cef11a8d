import type { ReactNode } from 'react';
import Link, { type LinkProps } from '@mui/material/Link';
import { NavLink } from 'react-router';
import { menuTarget } from './menuTarget.ts';

interface MenuLinkProps extends Omit<LinkProps, 'href'> {
  url: string;
  children: ReactNode;
}

/** A menu entry: a router link for a screen of the portal (marked current), a plain link otherwise. */
export function MenuLink({ url, children, ...linkProps }: MenuLinkProps) {
  const target = menuTarget(url);
  if ('route' in target) {
    return (
      <Link component={NavLink} to={target.route} end {...linkProps}>
        {children}
      </Link>
    );
  }
  return (
    <Link href={target.href} {...linkProps}>
      {children}
    </Link>
  );
}
