import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** A link target; crumbs without one (and the last crumb, the current page) are plain text. */
  to?: string;
}

/** A breadcrumb trail, e.g. Home > Search > Authentication. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <MantineBreadcrumbs separator="›" fz="sm">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          if (item.to && !current) {
            return (
              <Anchor key={item.label} component={Link} to={item.to} fz="sm">
                {item.label}
              </Anchor>
            );
          }
          return (
            <Text
              key={item.label}
              span
              fz="sm"
              c={current ? undefined : 'dimmed'}
              aria-current={current ? 'page' : undefined}
            >
              {item.label}
            </Text>
          );
        })}
      </MantineBreadcrumbs>
    </nav>
  );
}
