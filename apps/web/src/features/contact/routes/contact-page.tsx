import { Container, Grid, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

/** /contact: the Contact Us form and the Contact Detail panel (spec part 1 section 2). */
export function Component() {
  usePageTitle('Contact Us | OxStrength');
  return (
    <Container size="lg" py={{ base: 'xl', md: 56 }}>
      <Title order={1}>Contact Us</Title>
      <Text mt="xs" mb="xl" c="gray.7" maw={640}>
        Questions about a template, coaching, a consultation or an order? Send us a message and our team will
        get back to you by email.
      </Text>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ContactForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ContactDetails />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
