import { Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { NEPAL_TIME_ZONE } from '@oxstrength/shared/nepal-time';
import { usePageTitle } from '../../../lib/page-title';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { HtmlContent } from '../../../components/html-content';
import { errorMessage } from '../../../lib/api-client';
import { pageDetailQuery } from '../api/page-detail';

const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: NEPAL_TIME_ZONE,
      }).format(date);
};

function PolicySkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading page">
      <Skeleton height={36} width="60%" />
      <Skeleton height={12} width="30%" mb="lg" />
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height={12} width={i % 3 === 2 ? '70%' : '100%'} />
      ))}
    </Stack>
  );
}

/**
 * A staff-written policy page (privacy policy, terms of service, refund policy) fetched by slug. The
 * fallback title is used for the tab and the heading until (or unless) the page loads.
 */
export function PolicyPage({ slug, fallbackTitle }: { slug: string; fallbackTitle: string }) {
  const { data: page, isPending, isError, error, refetch, isRefetching } = useQuery(pageDetailQuery(slug));
  const title = page?.title || fallbackTitle;
  usePageTitle(`${title} | OxStrength`);
  const updated = page?.updatedAt ? formatDate(page.updatedAt) : null;

  return (
    <Container size="md" py={{ base: 'xl', md: 56 }}>
      {isPending ? (
        <PolicySkeleton />
      ) : isError ? (
        <Stack gap="lg">
          <Title order={1}>{fallbackTitle}</Title>
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden="true" />}
            title="This page could not be loaded"
            role="alert"
          >
            <Text size="sm">{errorMessage(error)}</Text>
          </Alert>
          <Group>
            <Button onClick={() => void refetch()} loading={isRefetching}>
              Try again
            </Button>
            <Button component={Link} to="/" variant="default">
              Go to HomePage
            </Button>
          </Group>
        </Stack>
      ) : (
        <article>
          <Title order={1}>{title}</Title>
          {updated && (
            <Text size="sm" c="gray.7" mt="xs">
              Last updated <time dateTime={page.updatedAt}>{updated}</time>
            </Text>
          )}
          <HtmlContent html={page.description} mt="xl" />
        </article>
      )}
    </Container>
  );
}
