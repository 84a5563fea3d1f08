import {
  Anchor,
  Badge,
  Button,
  Center,
  Container,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  CONSULTATION_FILTER_VALUES,
  TRAINING_TEXTS,
  type ConsultationDisplay,
  type ConsultationFilter,
} from '@oxstrength/shared/training';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import {
  checkoutAgainUrl,
  usePaidConsultations,
  useSubscribedCoachings,
  type DateTarget,
  type PaidConsultation,
  type SubscribedCoaching,
} from '../api/programme-training-api';
import {
  coachingLine,
  paidConsultationLine,
  planLabel,
  type ProgrammeLine,
} from '../components/coaching-status';
import { STATUS_COLOURS } from '../components/package-status';
import { ProgrammeDateModal } from '../components/programme-date-modal';

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

const FILTER_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'requested', label: 'Upcoming' },
  { value: 'completed', label: 'Previous' },
  { value: 'not_requested', label: 'Pending' },
] satisfies { value: ConsultationFilter; label: string }[];

const DISPLAY_COLOURS: Record<ConsultationDisplay, string> = {
  Upcoming: 'blue',
  Previous: 'gray',
  Pending: 'orange',
};

/** A page number from the URL (from 1). */
const pageParam = (params: URLSearchParams, name: string) => {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * /dashboard/trainers, My Trainers (spec part 2): the client's coaching programmes, 5 a page (?page=), each with
 * what its status asks of them (set or change the consultation date, wait for activation, open the training,
 * View Coaching, Purchase Again), then My Consultations: the paid consultations with the FILTER (?consultations=
 * pages them).
 */
export function Component() {
  usePageTitle('My Trainers | OxStrength');
  const [params, setParams] = useSearchParams();
  const page = pageParam(params, 'page');
  const consultationsPage = pageParam(params, 'consultations');
  const [filter, setFilter] = useState<ConsultationFilter>('all');
  const coachings = useSubscribedCoachings(page);
  const consultations = usePaidConsultations(consultationsPage, filter);
  const [dating, setDating] = useState<DateTarget | null>(null);
  const filterId = useId();

  const setPage = (name: 'page' | 'consultations', value: number) => {
    const next = new URLSearchParams(params);
    if (value > 1) next.set(name, String(value));
    else next.delete(name);
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
                    onChange={(value) => setPage('page', value)}
                    getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
                  />
                </Center>
              )}
            </>
          )}
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="my-consultations-heading">
          <Group justify="space-between" align="flex-end">
            <Title order={2} id="my-consultations-heading">
              My Consultations
            </Title>
            <NativeSelect
              id={filterId}
              label="FILTER"
              data={FILTER_OPTIONS}
              value={filter}
              onChange={(event) => {
                const value = CONSULTATION_FILTER_VALUES.find((v) => v === event.currentTarget.value);
                if (value) {
                  setFilter(value);
                  setPage('consultations', 1);
                }
              }}
            />
          </Group>
          {consultations.isPending ? (
            <Loading label="Loading consultations" />
          ) : consultations.isError && !consultations.data ? (
            <Failed what="Your consultations" onRetry={() => void consultations.refetch()} />
          ) : !consultations.data || consultations.data.consultations.length === 0 ? (
            <Stack align="center" gap="xs" py="lg" ta="center" role="status">
              <Anchor component={Link} to="/consultation" fw={500}>
                {TRAINING_TEXTS.emptyConsultations}
              </Anchor>
            </Stack>
          ) : (
            <>
              <Stack gap="sm" role="list" aria-label="My Consultations">
                {consultations.data.consultations.map((sub) => (
                  <ConsultationRow
                    key={sub._id}
                    subscription={sub}
                    onSetDate={() => setDating({ kind: 'paid', subscription: sub })}
                  />
                ))}
              </Stack>
              {consultations.data.totalPage > 1 && (
                <Center>
                  <Pagination
                    total={consultations.data.totalPage}
                    value={consultationsPage}
                    onChange={(value) => setPage('consultations', value)}
                    getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
                  />
                </Center>
              )}
            </>
          )}
        </Stack>
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

function ConsultationRow({
  subscription,
  onSetDate,
}: {
  subscription: PaidConsultation;
  onSetDate: () => void;
}) {
  const { consultation, consultation_trainer: trainer } = subscription;
  const line = paidConsultationLine(subscription);
  return (
    <Paper withBorder radius="md" p="md" role="listitem" aria-label={consultation.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {consultation.title}
            </Text>
            <Text fz="sm" c="dimmed">
              {[planLabel(subscription.consultation_plan), trainer && `By: ${trainer.name}`]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          <Badge color={DISPLAY_COLOURS[subscription.consultation_display]} variant="light">
            {subscription.consultation_display}
          </Badge>
        </Group>
        {line.message && <Text fz="sm">{line.message}</Text>}
        {subscription.completed && subscription.remarks && (
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            Remarks: {subscription.remarks}
          </Text>
        )}
        <LineActions
          line={line}
          title={consultation.title}
          againHref={checkoutAgainUrl(
            'consultation',
            consultation._id,
            subscription.consultation_plan,
            trainer?._id ?? null,
          )}
          onSetDate={() => onSetDate()}
        />
      </Stack>
    </Paper>
  );
}
