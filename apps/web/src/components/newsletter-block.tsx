import {
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconSalad } from '@tabler/icons-react';
import {
  newsletterSubscribeSchema,
  type NewsletterSubscribeInput,
} from '@oxstrength/shared/schemas/newsletter';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../lib/api-client';
import { notifyError, notifySuccess } from '../lib/notify';
import { useZodForm } from '../lib/use-zod-form';
import { EmailField } from './contact-fields';

const EMPTY: NewsletterSubscribeInput = { email: '', first_name: '', last_name: '' };

const subscribe = (body: NewsletterSubscribeInput) =>
  api<{ message: string }>('/newsfeed/subscribe', { method: 'POST', body });

/** The newsletter sign-up, titled for a customised recipe and diet plan (spec part 1 sections 1 and 4). */
export function NewsletterBlock() {
  const form = useZodForm(newsletterSubscribeSchema, EMPTY);
  const mutation = useMutation({
    mutationFn: subscribe,
    onSuccess: (res) => {
      notifySuccess(res.message);
      form.reset();
    },
    onError: (err) => {
      if (err instanceof ApiError && Object.keys(err.errors).length) form.setErrors(err.errors);
      notifyError(err);
    },
  });

  return (
    <Box
      component="section"
      aria-labelledby="newsletter-heading"
      bg="red.0"
      py={{ base: 'xl', md: 48 }}
      mt="xl"
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
          <div>
            <Group gap="sm" wrap="nowrap" align="center">
              <ThemeIcon size={44} radius="xl" variant="filled" aria-hidden="true">
                <IconSalad size={26} />
              </ThemeIcon>
              <Title order={2} id="newsletter-heading" size="h3">
                Get a customised recipe and diet plan
              </Title>
            </Group>
            <Text mt="sm" c="gray.8">
              Join our newsletter and get a recipe and diet plan suited to your goals, along with training
              tips from our coaches. You can unsubscribe at any time.
            </Text>
          </div>
          <Paper
            component="form"
            withBorder
            p="lg"
            radius="md"
            noValidate
            aria-label="Newsletter sign-up"
            onSubmit={form.onSubmit((values) => mutation.mutate(values))}
          >
            <EmailField required {...form.getInputProps('email')} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} mt="sm" spacing="sm">
              <TextInput
                label="First name"
                autoComplete="given-name"
                required
                {...form.getInputProps('first_name')}
              />
              <TextInput
                label="Last name"
                autoComplete="family-name"
                required
                {...form.getInputProps('last_name')}
              />
            </SimpleGrid>
            <Button
              type="submit"
              mt="md"
              fullWidth
              loading={mutation.isPending}
              disabled={!form.isValid || mutation.isPending}
            >
              Subscribe
            </Button>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
