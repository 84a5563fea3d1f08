import { Box, Container, Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarbell, IconMessages, type Icon } from '@tabler/icons-react';
import { CardLink } from '../../../components/card-link';

const TILES: { title: string; text: string; to: string; icon: Icon }[] = [
  {
    title: 'Purchase Templates',
    text: 'Ready-made multi-week training and diet templates written by our coaches, for far less than one-to-one coaching.',
    to: '/template',
    icon: IconBarbell,
  },
  {
    title: 'Training Consultation',
    text: 'Book a timed one-to-one call with a trainer to review your training, your technique or your diet.',
    to: '/trainers',
    icon: IconMessages,
  },
];

/** The home offers block: what a visitor can buy; each tile is one link. */
export function OfferTiles() {
  return (
    <Box component="section" aria-labelledby="what-we-offer-heading" bg="gray.0" py={{ base: 'xl', md: 56 }}>
      <Container size="lg">
        <Title order={2} id="what-we-offer-heading" ta="center">
          What we offer
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="xl">
          {TILES.map(({ title, text, to, icon: TileIcon }) => (
            <Paper key={title} withBorder radius="md" p="xl" pos="relative">
              <Group wrap="nowrap" align="flex-start" gap="lg">
                <ThemeIcon size={56} radius="md" aria-hidden="true">
                  <TileIcon size={30} />
                </ThemeIcon>
                <div>
                  <Title order={3} size="h4">
                    <CardLink to={to}>{title}</CardLink>
                  </Title>
                  <Text mt={6} c="gray.7">
                    {text}
                  </Text>
                </div>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
