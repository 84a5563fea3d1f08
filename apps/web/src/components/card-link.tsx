import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A card's title link whose box is stretched over the card (its nearest positioned ancestor), so the whole
 * card is one click target.
 */
export function CardLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  return (
    <Anchor
      component={Link}
      to={to}
      state={state}
      inherit
      c="inherit"
      underline="hover"
      style={{ position: 'static' }}
    >
      <span style={{ position: 'absolute', inset: 0 }} aria-hidden="true" />
      {children}
    </Anchor>
  );
}
