import { ActionIcon, Anchor, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTwitter,
  IconClock,
  IconMail,
  IconMapPin,
  IconPhone,
  type Icon,
} from '@tabler/icons-react';
import { formatPhoneNational, normalizePhone } from '@oxstrength/shared/phone';
import type { ReactNode } from 'react';
import { useContactInformation, type ContactInformation } from '../../../lib/contact-information';

/** A tel: link dials the stored, international form (+97798...), whatever way the number was written. */
const telHref = (phone: string) =>
  `tel:${normalizePhone(phone, { landline: true }) ?? phone.replace(/[^\d+]/g, '')}`;

const SOCIAL: { key: keyof ContactInformation['social']; label: string; icon: Icon }[] = [
  { key: 'facebook', label: 'OxStrength on Facebook', icon: IconBrandFacebook },
  { key: 'twitter', label: 'OxStrength on Twitter', icon: IconBrandTwitter },
  { key: 'instagram', label: 'OxStrength on Instagram', icon: IconBrandInstagram },
];

/** Only web addresses become social links. */
const isWebUrl = (url: string | undefined): url is string =>
  typeof url === 'string' && /^https?:\/\//i.test(url);

function Detail({
  icon: IconComponent,
  label,
  children,
}: {
  icon: Icon;
  label: string;
  children: ReactNode;
}) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
        <IconComponent size={22} />
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" c="gray.7" fw={600}>
          {label}
        </Text>
        <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
      </div>
    </Group>
  );
}

function DetailsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading contact details">
      {[0, 1, 2, 3].map((i) => (
        <Group key={i} gap="md" wrap="nowrap">
          <Skeleton circle height={40} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={10} width="30%" />
            <Skeleton height={14} width="70%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** The Contact Detail panel: address, open hours, support email and phone, and social links when present. */
export function ContactDetails() {
  const { data: info, isPending, isError } = useContactInformation();
  const social = info ? SOCIAL.filter((s) => isWebUrl(info.social?.[s.key])) : [];

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      bg="gray.0"
      aria-labelledby="contact-detail-heading"
    >
      <Title order={2} size="h3" id="contact-detail-heading" mb="lg">
        Contact Detail
      </Title>
      {isPending ? (
        <DetailsSkeleton />
      ) : isError || !info ? (
        <Text c="gray.7">
          Our contact details could not be loaded. You can still send us a message with the form.
        </Text>
      ) : (
        <>
          <Stack gap="lg">
            <Detail icon={IconMapPin} label="Address">
              {info.address}
            </Detail>
            <Detail icon={IconClock} label="Open hours">
              {info.open_hours}
            </Detail>
            <Detail icon={IconMail} label="Support email">
              <Anchor href={`mailto:${info.email}`}>{info.email}</Anchor>
            </Detail>
            <Detail icon={IconPhone} label="Phone">
              <Anchor href={telHref(info.contact_num)}>{formatPhoneNational(info.contact_num)}</Anchor>
            </Detail>
          </Stack>
          {social.length > 0 && (
            <Group
              gap="sm"
              mt="xl"
              component="ul"
              style={{ listStyle: 'none', padding: 0 }}
              aria-label="Social links"
            >
              {social.map(({ key, label, icon: IconComponent }) => (
                <li key={key}>
                  <ActionIcon
                    component="a"
                    href={info.social[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="xl"
                    radius="xl"
                    variant="filled"
                    aria-label={label}
                  >
                    <IconComponent size={22} aria-hidden="true" />
                  </ActionIcon>
                </li>
              ))}
            </Group>
          )}
        </>
      )}
    </Paper>
  );
}
