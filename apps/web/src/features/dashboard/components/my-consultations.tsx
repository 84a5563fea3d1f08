import {
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  CONSULTATION_FILTER_VALUES,
  CONSULTATION_FILTERS,
  templateConsultationDisplay,
  TRAINING_TEXTS,
  type ConsultationDisplay,
  type ConsultationFilter,
} from '@oxstrength/shared/training';
import { IconCalendarOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { StackedTable } from '../../../components/stacked-table';
import { shownDate, type SubscribedTemplate } from '../api/training-api';

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

interface Row {
  subscription: SubscribedTemplate;
  display: ConsultationDisplay;
}

/**
 * My Consultations (spec part 2, Dashboard): each template's consultation with its display status (Previous,
 * Upcoming, Pending) and the FILTER (All, Upcoming, Previous, Pending). A Pending one offers Set Date and a
 * requested date not yet approved Change Date, both opening the date dialog.
 */
export function MyConsultations({
  subscriptions,
  loading,
  failed,
  retrying,
  onRetry,
  onSetDate,
}: {
  subscriptions: SubscribedTemplate[] | undefined;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  onSetDate: (subscription: SubscribedTemplate) => void;
}) {
  const headingId = useId();
  const [filter, setFilter] = useState<ConsultationFilter>('all');
  const wanted = CONSULTATION_FILTERS[filter];
  const rows: Row[] = (subscriptions ?? [])
    .map((subscription) => ({
      subscription,
      display: templateConsultationDisplay(subscription.status, subscription.consultation_date),
    }))
    .filter((row) => wanted === null || row.display === wanted);

  let body;
  if (loading) {
    body = (
      <div role="status" aria-busy="true">
        <VisuallyHidden>Loading consultations</VisuallyHidden>
        <Stack gap="sm" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={56} radius="md" />
          ))}
        </Stack>
      </div>
    );
  } else if (failed) {
    body = (
      <Center py="lg">
        <Stack align="center" gap="sm" role="status">
          <Text c="dimmed">Your consultations could not be loaded.</Text>
          <Button variant="default" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  } else if (rows.length === 0) {
    body = (
      <Stack align="center" gap="xs" py="lg" ta="center" role="status">
        <IconCalendarOff size={40} stroke={1.5} aria-hidden="true" color="var(--mantine-color-gray-5)" />
        <Anchor component={Link} to="/consultation" fw={500} maw={420}>
          {TRAINING_TEXTS.emptyConsultations}
        </Anchor>
      </Stack>
    );
  } else {
    body = (
      <StackedTable<Row>
        label="My Consultations"
        rows={rows}
        rowKey={(row) => row.subscription._id}
        columns={[
          {
            key: 'package',
            header: 'Package',
            place: 'main',
            cell: ({ subscription }) => (
              <Box>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {subscription.template.title}
                </Text>
                <Text fz="sm" c="dimmed">
                  Template consultation
                </Text>
              </Box>
            ),
          },
          {
            key: 'date',
            header: 'Date',
            cell: ({ subscription }) =>
              subscription.consultation_date ? (
                <time dateTime={subscription.consultation_date}>
                  {shownDate(subscription.consultation_date)}
                </time>
              ) : (
                <Text span c="dimmed" fz="sm">
                  Not set
                </Text>
              ),
          },
          {
            key: 'status',
            header: 'Status',
            cell: ({ display, subscription }) => (
              <Group gap={6}>
                <Badge color={DISPLAY_COLOURS[display]} variant="light">
                  {display}
                </Badge>
                {display === 'Upcoming' &&
                  (subscription.consultation_approved || subscription.consultation_proposed) && (
                    <Text span fz="xs" c="dimmed">
                      {subscription.consultation_proposed ? 'Proposed by our team' : 'Approved'}
                    </Text>
                  )}
              </Group>
            ),
          },
          {
            key: 'action',
            header: 'Action',
            place: 'action',
            cell: ({ subscription }) => <RowAction subscription={subscription} onSetDate={onSetDate} />,
          },
        ]}
      />
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
        <Title order={2} size="h3" id={headingId}>
          My Consultations
        </Title>
        <NativeSelect
          label="FILTER"
          value={filter}
          onChange={(event) => {
            const value = CONSULTATION_FILTER_VALUES.find((v) => v === event.currentTarget.value);
            if (value) setFilter(value);
          }}
          data={FILTER_OPTIONS}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      {body}
    </Box>
  );
}

function RowAction({
  subscription,
  onSetDate,
}: {
  subscription: SubscribedTemplate;
  onSetDate: (subscription: SubscribedTemplate) => void;
}) {
  const { status, consultation_date, consultation_approved, template } = subscription;
  const label =
    status === 'Pending' || (status === 'Consultation Requested' && !consultation_date)
      ? 'Set Date'
      : status === 'Consultation Requested' && !consultation_approved
        ? 'Change Date'
        : null;
  if (!label) return null;
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() => onSetDate(subscription)}
      aria-label={`${label}: ${template.title}`}
    >
      {label}
    </Button>
  );
}
