import { ActionIcon, Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { nepalToday } from '@oxstrength/shared/nepal-time';
import { IconBrandFacebook, IconBrandInstagram, IconBrandTwitter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from '../components/logo';
import { useContactInformation } from '../lib/contact-information';
import { FOOTER_CATALOGUE_LINKS } from './nav-links';

const COMPANY_LINKS = [
  { label: 'About', to: '/about' },
  { label: 'Our Story & Benefits', to: '/our-story' },
  { label: 'Contact Us', to: '/contact' },
];
const POLICY_LINKS = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Refund Policy', to: '/refund-policy' },
];
const SOCIAL = [
  { key: 'facebook', label: 'OxStrength on Facebook', Icon: IconBrandFacebook },
  { key: 'twitter', label: 'OxStrength on Twitter', Icon: IconBrandTwitter },
  { key: 'instagram', label: 'OxStrength on Instagram', Icon: IconBrandInstagram },
] as const;

function LinkList({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <Stack gap="xs">
      <Text fw={800} fz="sm" tt="uppercase" c="white">
        {title}
      </Text>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} c="gray.4" fz="sm">
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

export function Footer() {
  const { data: contact } = useContactInformation();
  const social = SOCIAL.filter((s) => contact?.social?.[s.key]);

  return (
    <Box component="footer" bg="dark.8" c="gray.4" py="xl" mt="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Box bg="white" p={6} w="fit-content" style={{ borderRadius: 6 }}>
              <Logo height={32} />
            </Box>
            <Text fz="sm">Training templates, coaching and consultations for Nepal.</Text>
            {social.length > 0 && (
              <Group gap="xs">
                {social.map(({ key, label, Icon }) => (
                  <ActionIcon
                    key={key}
                    component="a"
                    href={contact!.social[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    variant="subtle"
                    color="gray.3"
                    size="lg"
                  >
                    <Icon size={22} aria-hidden />
                  </ActionIcon>
                ))}
              </Group>
            )}
          </Stack>
          <nav aria-label="Shop and training">
            <LinkList title="Shop & Training" links={FOOTER_CATALOGUE_LINKS} />
          </nav>
          <nav aria-label="Company">
            <LinkList title="Company" links={COMPANY_LINKS} />
          </nav>
          <nav aria-label="Policies">
            <LinkList title="Policies" links={POLICY_LINKS} />
          </nav>
        </SimpleGrid>
        <Text fz="xs" mt="xl" pt="md" style={{ borderTop: '1px solid var(--mantine-color-dark-5)' }}>
          {`© ${nepalToday().slice(0, 4)} OxStrength. All rights reserved.`}
        </Text>
      </Container>
    </Box>
  );
}
