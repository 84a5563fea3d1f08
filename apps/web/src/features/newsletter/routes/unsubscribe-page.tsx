import {
  Button,
  Center,
  Container,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { IconAlertTriangle, IconMailCheck, IconMailOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { subscriberQuery, useChangeSubscription } from '../api/subscriber';
import { SUBSCRIPTION_PAGE_ERROR, subscriptionErrorText } from '../subscription-error-text';

function Panel({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py={{ base: 'xl', md: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" gap="md" ta="center">
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

function ErrorView({ message }: { message: string }) {
  return (
    <Panel>
      <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden="true">
        <IconAlertTriangle size={32} />
      </ThemeIcon>
      <Title order={1} size="h2">
        Newsfeed
      </Title>
      <Text role="alert" size="lg">
        {message}
      </Text>
      <Button component={Link} to="/">
        GO TO HOMEPAGE
      </Button>
    </Panel>
  );
}

function SubscriptionView({ id }: { id: string }) {
  const subscriber = useQuery(subscriberQuery(id));
  const change = useChangeSubscription(id);

  if (subscriber.isPending) {
    return (
      <Center py={96} role="status">
        <Loader />
        <VisuallyHidden>Loading your subscription</VisuallyHidden>
      </Center>
    );
  }
  if (subscriber.isError) return <ErrorView message={subscriptionErrorText(subscriber.error)} />;
  if (change.isError) return <ErrorView message={subscriptionErrorText(change.error)} />;

  const { email, emailBlacklisted } = subscriber.data;
  const act = () =>
    change.mutate(emailBlacklisted ? 'resubscribe' : 'unsubscribe', {
      onSuccess: (res) => notifySuccess(res.message),
    });

  return (
    <Panel>
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
        {emailBlacklisted ? <IconMailCheck size={32} /> : <IconMailOff size={32} />}
      </ThemeIcon>
      <Title order={1} size="h2">
        {emailBlacklisted ? 'Subscribe to Newsfeed' : 'Unsubscribe from Newsfeed'}
      </Title>
      {/* A long address breaks anywhere rather than widening the page on a phone. */}
      <Text size="lg" style={{ overflowWrap: 'anywhere' }}>
        {emailBlacklisted ? (
          <>
            Would you like to subscribe <strong>{email}</strong> to our newsfeed again?
          </>
        ) : (
          <>
            Are you sure you want to unsubscribe <strong>{email}</strong> from our newsfeed?
          </>
        )}
      </Text>
      <Button size="md" onClick={act} loading={change.isPending}>
        {emailBlacklisted ? 'Subscribe Me' : 'Unsubscribe Me'}
      </Button>
    </Panel>
  );
}

/** /newsfeed/unsubscribe/{id}: leave the newsfeed, or join it again if already unsubscribed. */
export function Component() {
  const { id } = useParams();
  usePageTitle('Newsfeed Subscription | OxStrength');
  if (!id) return <ErrorView message={SUBSCRIPTION_PAGE_ERROR} />;
  // Keyed by id so another link starts from a clean state.
  return <SubscriptionView key={id} id={id} />;
}
