import { Image, ThemeIcon } from '@mantine/core';
import { IconBarbell, IconCategory, IconPill, IconShirt, type Icon } from '@tabler/icons-react';

/** A parent category's own icon when it has an image path, else a drawn icon for its kind. */
const FALLBACK: Record<string, Icon> = { apparel: IconShirt, supplements: IconPill, 'gym-gear': IconBarbell };

const isImagePath = (icon: string | null): icon is string =>
  !!icon && (icon.startsWith('/') || /^https?:\/\//.test(icon));

export function CategoryIcon({
  icon,
  slug,
  size = 48,
}: {
  icon: string | null;
  slug: string;
  size?: number;
}) {
  if (isImagePath(icon)) {
    return (
      <Image src={icon} alt="" width={size} height={size} w={size} h={size} loading="lazy" fit="contain" />
    );
  }
  const Fallback = FALLBACK[slug] ?? IconCategory;
  return (
    <ThemeIcon size={size} radius="xl" variant="light" aria-hidden="true">
      <Fallback size={size * 0.55} stroke={1.6} />
    </ThemeIcon>
  );
}
