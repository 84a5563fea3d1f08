import { Button, Container, Image, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A short introduction with a link to /about. */
export function AboutBlurb() {
  return (
    <Container
      component="section"
      size="lg"
      py={{ base: 'xl', md: 56 }}
      aria-labelledby="about-blurb-heading"
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
        <div>
          <Title order={2} id="about-blurb-heading">
            About OxStrength
          </Title>
          <Text mt="md" c="gray.8">
            OxStrength is an online strength and fitness platform for lifters in Nepal. We offer training
            templates, one-to-one coaching and timed consultations with our trainers, with prices in rupees
            that include all taxes. Every programme you sign up to comes with a free consultation call, so you
            start with a plan that fits you.
          </Text>
          <Button component={Link} to="/about" variant="outline" mt="lg">
            More about us
          </Button>
        </div>
        <Image
          src="/images/about/about-coaching.svg"
          alt="A coach reviewing a lifter's progress chart on a screen"
          width={480}
          height={320}
          loading="lazy"
          decoding="async"
          radius="md"
          maw={480}
          h="auto"
          mx="auto"
        />
      </SimpleGrid>
    </Container>
  );
}
