import {
  Anchor,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import {
  checkoutAgainUrl,
  useSubscribedCoachings,
  type DateTarget,
  type SubscribedCoaching,
} from '../api/programme-training-api';
import { coachingLine, planLabel, type ProgrammeLine } from '../components/coaching-status';
import { MyConsultations } from '../components/my-consultations';
import { STATUS_COLOURS } from '../components/package-status';
import { ProgrammeDateModal } from '../components/programme-date-modal';
import { controlLabels, pageParam } from '../../../lib/paging';

/**
 * /dashboard/trainers, My Trainers (spec part 2): the client's coaching programmes, 5 a page (?page=), each with
 * what its status asks of them (set or change the consultation date, wait for activation, open the training,
 * View Coaching, Purchase Again), then My Consultations: the consultations of templates, coaching and paid
 * consultations together, with the FILTER.
 */
export function Component() {
  usePageTitle('My Trainers | OxStrength');
  const [params, setParams] = useSearchParams();
  const page = pageParam(params, 'page');
  const coachings = useSubscribedCoachings(page);
  const [dating, setDating] = useState<DateTarget | null>(null);

  const setPage = (value: number) => {
    const next = new URLSearchParams(params);
    if (value > 1) next.set('page', String(value));
    else next.delete('page');
    setParams(next);
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="md" component="section" aria-labelledby="my-trainers-heading">
          <Title order={1} id="my-trainers-heading">
            My Trainers
          </Title>
          {coachings.isPending ? (
            <Loading label="Loading your coaching" />
          ) : coachings.isError && !coachings.data ? (
            <Failed what="Your coaching" onRetry={() => void coachings.refetch()} />
          ) : !coachings.data || coachings.data.subscriptions.length === 0 ? (
            <Stack align="center" gap="xs" py="lg" ta="center" role="status">
              <Text fw={500}>You do not have any coaching yet.</Text>
              <Anchor component={Link} to="/coaching">
                Explore One on One Online coaching
              </Anchor>
            </Stack>
          ) : (
            <>
              <Stack gap="md" role="list" aria-label="My Trainers">
                {coachings.data.subscriptions.map((sub) => (
                  <CoachingCard
                    key={sub._id}
                    subscription={sub}
                    onSetDate={(change) => setDating({ kind: 'coaching', subscription: sub, change })}
                  />
                ))}
              </Stack>
              {coachings.data.totalPage > 1 && (
                <Center>
                  <Pagination
                    total={coachings.data.totalPage}
                    value={page}
                    onChange={setPage}
                    {...controlLabels}
                  />
                </Center>
              )}
            </>
          )}
        </Stack>

        <MyConsultations onSetDate={setDating} />
      </Stack>
      <ProgrammeDateModal target={dating} onClose={() => setDating(null)} />
    </Container>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={72} radius="md" />
      ))}
    </Stack>
  );
}

function Failed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Stack align="center" gap="sm" py="lg" role="status">
      <Text c="dimmed">{what} could not be loaded.</Text>
      <Button variant="default" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}

/** The buttons and links of a line: date dialog, the training, the checkout again. */
function LineActions({
  line,
  title,
  openHref,
  againHref,
  onSetDate,
}: {
  line: ProgrammeLine;
  title: string;
  openHref?: string;
  againHref: string;
  onSetDate: (change: boolean) => void;
}) {
  return (
    <Group gap="sm">
      {line.action === 'set-date' && (
        <Button size="sm" onClick={() => onSetDate(false)} aria-label={`Set Consultation Date: ${title}`}>
          Set Consultation Date
        </Button>
      )}
      {line.action === 'change-date' && (
        <Button
          size="sm"
          variant="default"
          onClick={() => onSetDate(true)}
          aria-label={`Change Date: ${title}`}
        >
          Change Date
        </Button>
      )}
      {line.action === 'open' && openHref && (
        <Button size="sm" component={Link} to={openHref} aria-label={`Open Training: ${title}`}>
          Open Training
        </Button>
      )}
      {line.changeCheckIn && (
        <Button
          size="sm"
          variant="default"
          onClick={() => onSetDate(true)}
          aria-label={`Change Date: ${title}`}
        >
          Change Date
        </Button>
      )}
      {line.bookCheckIn && (
        <Button
          size="sm"
          variant="default"
          onClick={() => onSetDate(false)}
          aria-label={`Book Consultation: ${title}`}
        >
          Book Consultation
        </Button>
      )}
      {line.action === 'view-coaching' && (
        <Anchor component={Link} to={againHref} fw={600}>
          View Coaching
        </Anchor>
      )}
      {line.action === 'purchase-again' && (
        <Button
          size="sm"
          variant="light"
          component={Link}
          to={againHref}
          aria-label={`Purchase Again: ${title}`}
        >
          Purchase Again
        </Button>
      )}
    </Group>
  );
}

function CoachingCard({
  subscription,
  onSetDate,
}: {
  subscription: SubscribedCoaching;
  onSetDate: (change: boolean) => void;
}) {
  const { coaching, coaching_trainer: trainer, status } = subscription;
  const line = coachingLine(subscription);
  return (
    <Paper withBorder radius="md" p="md" role="listitem" aria-label={coaching.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {coaching.title}
            </Text>
            <Text fz="sm" c="dimmed">
              {[planLabel(subscription.coaching_plan), trainer && `By: ${trainer.name}`]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          <Badge color={STATUS_COLOURS[status]} variant="light">
            {status}
          </Badge>
        </Group>
        {line.message && <Text fz="sm">{line.message}</Text>}
        <LineActions
          line={line}
          title={coaching.title}
          openHref={`/dashboard/trainers/${subscription._id}`}
          againHref={checkoutAgainUrl(
            'coaching',
            coaching._id,
            subscription.coaching_plan,
            trainer?._id ?? null,
          )}
          onSetDate={onSetDate}
        />
      </Stack>
    </Paper>
  );
}
