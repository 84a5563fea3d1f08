import { Box, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartLine, IconListCheck, IconSearch, IconShoppingCart, type Icon } from '@tabler/icons-react';

const STEPS: { title: string; text: string; icon: Icon }[] = [
  {
    title: 'Browse Templates',
    text: 'Find a programme that fits your goal, level and schedule.',
    icon: IconSearch,
  },
  {
    title: 'Make your choice list',
    text: 'Shortlist the templates that suit you and compare what is inside.',
    icon: IconListCheck,
  },
  {
    title: 'Purchase template',
    text: 'Pay securely online in rupees, for yourself or as a gift.',
    icon: IconShoppingCart,
  },
  {
    title: 'Track progress',
    text: 'Follow your weekly plan and log your progress as you go.',
    icon: IconChartLine,
  },
];

/** The four-step journey strip. `id` is the scroll cue's target, so the section can take focus. */
export function JourneyStrip({ id }: { id: string }) {
  return (
    <Box
      component="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      py={{ base: 'xl', md: 56 }}
      style={{ scrollMarginTop: '5rem', outline: 'none' }}
    >
      <Container size="lg">
        <Title order={2} id={`${id}-heading`} ta="center">
          How it works
        </Title>
        <SimpleGrid
          component="ol"
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="xl"
          mt="xl"
          p={0}
          style={{ listStyle: 'none' }}
        >
          {STEPS.map(({ title, text, icon: StepIcon }, index) => (
            <Box component="li" key={title} ta="center">
              <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
                <StepIcon size={32} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                <Text span inherit c="red.8" mr={6}>
                  {index + 1}.
                </Text>
                {title}
              </Title>
              <Text mt={6} c="gray.7" size="sm">
                {text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
