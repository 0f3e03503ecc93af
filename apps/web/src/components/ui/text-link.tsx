import { Link, type LinkProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface TextLinkProps extends Omit<LinkProps, 'asChild' | 'href'> {
  /** A path in the app, followed without a page load. */
  to: string;
  /** Optional so <Trans> can fill it with the translated words between the tags. */
  children?: ReactNode;
}

/** A link inside running text, in the brand colour. */
export function TextLink({ to, children, ...props }: TextLinkProps) {
  return (
    <Link asChild colorPalette="red" {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
