import {
  Box,
  Button,
  Center,
  Container,
  Group,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { MY_TEMPLATES_PAGE_SIZE } from '@oxstrength/shared/training';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CardSkeletonGrid } from '../../../components/card-skeleton-grid';
import { usePageTitle } from '../../../lib/page-title';
import { useSubscribedTemplates, type SubscribedTemplate } from '../api/training-api';
import { EmptyPackages } from '../components/empty-packages';
import { PackageCard } from '../components/package-card';
import { ProgrammeDateModal } from '../components/programme-date-modal';
import { pageParam, pagingLabels } from '../../../lib/paging';

/**
 * /dashboard/packages, My Templates (spec part 2): the templates followed now, 5 a page (?page=), then
 * Previously Purchased (Completed and Inactive, ?previous=) with Purchase Again.
 */
export function Component() {
  usePageTitle('My Templates | OxStrength');
  const [params, setParams] = useSearchParams();
  const page = pageParam(params, 'page');
  const previousPage = pageParam(params, 'previous');
  const current = useSubscribedTemplates({ expired: false, page });
  const previous = useSubscribedTemplates({ expired: true, page: previousPage });
  const [dating, setDating] = useState<SubscribedTemplate | null>(null);

  const setPage = (name: 'page' | 'previous', value: number, replace = false) => {
    const next = new URLSearchParams(params);
    if (value > 1) next.set(name, String(value));
    else next.delete(name);
    setParams(next, { replace });
  };

  // A page past the end (after a package expired, or an old link) shows the last page instead.
  const lastPage = current.data?.totalPage ?? 0;
  const pastTheEnd = !current.isPlaceholderData && lastPage > 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage('page', lastPage, true);
    // setPage only writes the URL; it changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastTheEnd, lastPage]);

  let list;
  if (current.isPending || pastTheEnd) {
    list = <CardSkeletonGrid count={MY_TEMPLATES_PAGE_SIZE} />;
  } else if (current.isError && !current.data) {
    list = (
      <LoadFailed what="Your packages" onRetry={() => void current.refetch()} retrying={current.isFetching} />
    );
  } else if (!current.data || current.data.subscriptions.length === 0) {
    list = <EmptyPackages />;
  } else {
    list = (
      <PackageGrid
        label="My Templates"
        subscriptions={current.data.subscriptions}
        busy={current.isPlaceholderData}
        onSetDate={setDating}
        page={page}
        totalPage={current.data.totalPage}
        onPage={(n) => setPage('page', n)}
      />
    );
  }

  const previousList = previous.data?.subscriptions ?? [];

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        My Templates
      </Title>
      {list}
      {previousList.length > 0 && (
        <PreviouslyPurchased>
          <PackageGrid
            label="Previously Purchased"
            subscriptions={previousList}
            busy={previous.isPlaceholderData}
            onSetDate={setDating}
            purchaseAgain
            page={previousPage}
            totalPage={previous.data!.totalPage}
            onPage={(n) => setPage('previous', n)}
          />
        </PreviouslyPurchased>
      )}
      <ProgrammeDateModal
        target={dating && { kind: 'template', subscription: dating }}
        onClose={() => setDating(null)}
      />
    </Container>
  );
}

function PreviouslyPurchased({ children }: { children: React.ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} mt={48}>
      <Title order={2} size="h3" id={headingId} mb="md">
        Previously Purchased
      </Title>
      {children}
    </Box>
  );
}

function PackageGrid({
  label,
  subscriptions,
  busy,
  onSetDate,
  purchaseAgain = false,
  page,
  totalPage,
  onPage,
}: {
  label: string;
  subscriptions: SubscribedTemplate[];
  busy: boolean;
  onSetDate: (subscription: SubscribedTemplate) => void;
  purchaseAgain?: boolean;
  page: number;
  totalPage: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="lg"
        p={0}
        m={0}
        style={{ listStyle: 'none', opacity: busy ? 0.6 : 1 }}
        aria-label={label}
        aria-busy={busy}
      >
        {subscriptions.map((s, i) => (
          <li key={s._id}>
            <PackageCard
              subscription={s}
              onSetDate={onSetDate}
              purchaseAgain={purchaseAgain}
              lead={i === 0}
            />
          </li>
        ))}
      </SimpleGrid>
      {totalPage > 1 && (
        <Group justify="center" mt="xl" component="nav" aria-label={`${label} pages`}>
          <Pagination total={totalPage} value={page} onChange={onPage} {...pagingLabels} />
        </Group>
      )}
    </>
  );
}

function LoadFailed({ what, onRetry, retrying }: { what: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" role="status">
        <Text c="dimmed">{what} could not be loaded.</Text>
        <Button variant="default" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}
