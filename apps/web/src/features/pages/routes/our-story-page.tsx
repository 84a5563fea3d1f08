import { Box, Button, Container, Group, Image, List, Text, ThemeIcon, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

const BENEFITS = [
  'A free consultation call with a coach when you sign up to a programme',
  'A library of programmes for every level, from your first barbell session to your next meet',
  'Tutorials on technique, programming and nutrition',
  'A forum where you can ask questions and share your progress',
  'Occasional live webinars with our coaches',
];

/** /our-story: the founder story and the benefits of joining (spec part 1 sections 1 and 2). */
export function Component() {
  usePageTitle('Our Story | OxStrength');
  return (
    <Container size="md" py={{ base: 'xl', md: 56 }}>
      <article>
        <Title order={1}>Our Story</Title>
        <Text size="lg" mt="md" c="gray.8">
          OxStrength was started in 2020 by a powerlifting coach with a simple idea: good coaching should not
          depend on where you live or how much you can afford.
        </Text>

        <Image
          src="/images/about/our-story-2020.svg"
          alt="A calendar showing 2020 beside a loaded barbell"
          width={480}
          height={320}
          radius="md"
          maw={480}
          h="auto"
          my="xl"
          mx="auto"
        />

        <Text mt="md">
          Years of coaching lifters in the gym taught our founder that most people do not fail for lack of
          effort. They stall because they train without a plan, copy programmes that were never written for
          them, or never get feedback on their technique. The lifters who made steady progress were the ones
          with a coach who knew their numbers, adjusted their training week by week and answered their
          questions.
        </Text>
        <Text mt="md">
          But one-to-one coaching was out of reach for many people. Some lived far from a good gym or a
          qualified coach; for others the cost of regular sessions was simply too high. So in 2020 our founder
          took coaching online and started OxStrength to offer two things: online one-to-one coaching for
          lifters who want a coach in their corner, and cheaper training templates for those who want a proven
          plan to follow on their own.
        </Text>
        <Text mt="md">
          A template should never feel like a PDF you are left alone with. That is why every template came
          bundled with a free consultation call, to talk through your goals and how to start, and with videos
          showing how to perform and progress the lifts. That promise still stands: when you sign up to a
          programme, a coach talks it through with you first.
        </Text>
        <Text mt="md">
          Since then OxStrength has grown into a home for lifters across Nepal, with training templates,
          coaching programmes, consultations with our trainers and a shop for apparel, supplements and gym
          gear. The idea behind it has not changed: a proper plan, honest advice and a coach within reach.
        </Text>

        <Box component="section" aria-labelledby="benefits-heading" mt={48}>
          <Title order={2} id="benefits-heading">
            Benefits of training with us
          </Title>
          <List
            spacing="sm"
            mt="md"
            icon={
              <ThemeIcon size={24} radius="xl" aria-hidden="true">
                <IconCheck size={16} />
              </ThemeIcon>
            }
          >
            {BENEFITS.map((benefit) => (
              <List.Item key={benefit}>{benefit}</List.Item>
            ))}
          </List>
        </Box>

        <Group mt="xl">
          <Button component={Link} to="/about">
            About OxStrength
          </Button>
          <Button component={Link} to="/contact" variant="outline">
            Contact us
          </Button>
        </Group>
      </article>
    </Container>
  );
}
