import { Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { TRUST_BADGES } from '@oxstrength/shared/constants';
import { IconHeadset, IconLeaf, IconShieldCheck, IconTruckDelivery, type Icon } from '@tabler/icons-react';

const ICONS: Record<(typeof TRUST_BADGES)[number], Icon> = {
  'Top Healthy': IconLeaf,
  'Verified products over 2 years': IconShieldCheck,
  'Home Delivery within 1 week': IconTruckDelivery,
  '24/7 Support': IconHeadset,
};

/** The shop's four promises (spec part 1 section 1). */
export function TrustBadges() {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, md: 4 }}
      spacing="md"
      my="xl"
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Why shop with us"
    >
      {TRUST_BADGES.map((badge) => {
        const BadgeIcon = ICONS[badge];
        return (
          <Group component="li" key={badge} gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
              <BadgeIcon size={24} stroke={1.6} />
            </ThemeIcon>
            <Text fw={600} size="sm">
              {badge}
            </Text>
          </Group>
        );
      })}
    </SimpleGrid>
  );
}
