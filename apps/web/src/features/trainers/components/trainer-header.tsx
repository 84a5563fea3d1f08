import { ActionIcon, Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconMapPin,
  IconRosetteDiscountCheckFilled,
  type Icon,
} from '@tabler/icons-react';
import type { TrainerPublicProfile as TrainerProfile } from '@oxstrength/shared/contracts/users';

const SOCIAL: { key: keyof NonNullable<TrainerProfile['social']>; label: string; icon: Icon }[] = [
  { key: 'facebook', label: 'Facebook', icon: IconBrandFacebook },
  { key: 'twitter', label: 'Twitter', icon: IconBrandX },
  { key: 'instagram', label: 'Instagram', icon: IconBrandInstagram },
  { key: 'tiktok', label: 'TikTok', icon: IconBrandTiktok },
];

/** Only web addresses become links; anything else (a bare handle) is not shown. */
const isWebUrl = (value: string | null | undefined): value is string =>
  !!value && /^https?:\/\//i.test(value);

/** The profile header: picture, name, designation, verified badge, category, address and social links. */
export function TrainerHeader({ trainer }: { trainer: TrainerProfile }) {
  const address = [trainer.address?.area, trainer.address?.district, trainer.address?.country]
    .filter(Boolean)
    .join(', ');
  const social = SOCIAL.flatMap((link) => {
    const href = trainer.social?.[link.key];
    return isWebUrl(href) ? [{ ...link, href }] : [];
  });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Group gap="xl" align="center" wrap="wrap">
        <Avatar
          src={trainer.profile_pic}
          alt={trainer.name}
          name={trainer.name}
          color="initials"
          size={128}
          radius={128}
          imageProps={{ width: 128, height: 128, fetchPriority: 'high' }}
        />
        <Stack gap={6} style={{ flex: '1 1 260px' }}>
          <Group gap="xs" wrap="wrap">
            <Title order={1}>{trainer.name}</Title>
            {trainer.is_verified && (
              <Badge
                color="blue"
                variant="light"
                leftSection={<IconRosetteDiscountCheckFilled size={14} aria-hidden="true" />}
              >
                Verified
              </Badge>
            )}
          </Group>
          {trainer.designation && <Text c="gray.7">{trainer.designation}</Text>}
          {trainer.training_category && (
            <Badge variant="outline" color="gray" w="fit-content">
              {trainer.training_category.name}
            </Badge>
          )}
          {address && (
            <Group gap={4} c="dimmed">
              <IconMapPin size={16} aria-hidden="true" />
              <Text size="sm">{address}</Text>
            </Group>
          )}
          {social.length > 0 && (
            <Group gap="xs" mt={4}>
              {social.map(({ key, label, icon: SocialIcon, href }) => (
                <ActionIcon
                  key={key}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  size="lg"
                  radius="xl"
                  aria-label={`${trainer.name} on ${label}`}
                >
                  <SocialIcon size={18} aria-hidden="true" />
                </ActionIcon>
              ))}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
