import {
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Group,
  NativeSelect,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  CONSULTATION_FILTER_VALUES,
  TRAINING_TEXTS,
  type ConsultationDisplay,
  type ConsultationFilter,
} from '@oxstrength/shared/training';
import { IconCalendarOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { StackedTable } from '../../../components/stacked-table';
import {
  checkoutAgainUrl,
  useMyConsultations,
  type DateTarget,
  type MyConsultation,
} from '../api/programme-training-api';
import { shownDate } from '../api/training-api';
import { planLabel } from './coaching-status';
import { controlLabels } from '../../../lib/paging';

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

const KIND_LABELS: Record<MyConsultation['on_model'], string> = {
  Template: 'Template consultation',
  Coaching: 'Coaching consultation',
  Consultation: 'Paid consultation',
};

/** What a row lets the client do: set or change its date, or buy a held paid consultation again. */
export function rowAction(row: MyConsultation): 'set' | 'change' | 'again' | null {
  const { consultation: c, status } = row;
  switch (row.on_model) {
    case 'Template':
      if (status === 'Pending' || (status === 'Consultation Requested' && !c.consultation_date)) return 'set';
      return status === 'Consultation Requested' && !c.approved ? 'change' : null;
    case 'Coaching':
      if (c._id && !c.completed) return c.approved ? null : 'change';
      return status === 'Pending' && !c.completed ? 'set' : null;
    case 'Consultation':
      if (c.completed) return 'again';
      if (!c.consultation_date) return 'set';
      return c.approved ? null : 'change';
  }
}

/**
 * My Consultations (spec part 2, Dashboard and My Trainers; issue 16): the consultations of the client's
 * templates, coaching and paid consultations together (GET /subscribed/consultations/all, 5 a page, latest
 * first), each with its display status (Previous, Upcoming, Pending), and the FILTER (All, Upcoming, Previous,
 * Pending) asked of the server. A row offers Set Date or Change Date (the date dialog), or Purchase Again for a
 * held paid consultation (its plan and trainer to express checkout).
 */
export function MyConsultations({ onSetDate }: { onSetDate: (target: DateTarget) => void }) {
  const headingId = useId();
  const [filter, setFilter] = useState<ConsultationFilter>('all');
  const [page, setPage] = useState(1);
  const query = useMyConsultations(page, filter);
  const rows = query.data?.consultations;
  const totalPage = query.data?.totalPage ?? 1;

  let body;
  if (query.isPending) {
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
  } else if (query.isError && !rows) {
    body = (
      <Center py="lg">
        <Stack align="center" gap="sm" role="status">
          <Text c="dimmed">Your consultations could not be loaded.</Text>
          <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  } else if (!rows || rows.length === 0) {
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
      <>
        <StackedTable<MyConsultation>
          label="My Consultations"
          rows={rows}
          rowKey={(row) => row._id}
          columns={[
            {
              key: 'package',
              header: 'Package',
              place: 'main',
              cell: (row) => (
                <Box>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {row.title}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {[
                      KIND_LABELS[row.on_model],
                      planLabel(row.plan),
                      row.trainer && `By: ${row.trainer.name}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Box>
              ),
            },
            {
              key: 'date',
              header: 'Date',
              cell: ({ consultation }) =>
                consultation.consultation_date ? (
                  <time dateTime={consultation.consultation_date}>
                    {shownDate(consultation.consultation_date)}
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
              cell: ({ consultation_display: display, consultation }) => (
                <Group gap={6}>
                  <Badge color={DISPLAY_COLOURS[display]} variant="light">
                    {display}
                  </Badge>
                  {display === 'Upcoming' && (consultation.approved || consultation.proposed) && (
                    <Text span fz="xs" c="dimmed">
                      {consultation.proposed ? 'Proposed by our team' : 'Approved'}
                    </Text>
                  )}
                  {display === 'Upcoming' && consultation.proposed && consultation.proposal_reason && (
                    <Text fz="xs" style={{ overflowWrap: 'anywhere' }}>
                      {TRAINING_TEXTS.proposalReason(consultation.proposal_reason)}
                    </Text>
                  )}
                </Group>
              ),
            },
            {
              key: 'action',
              header: 'Action',
              place: 'action',
              cell: (row) => <RowAction row={row} onSetDate={onSetDate} />,
            },
          ]}
        />
        {totalPage > 1 && (
          <Center mt="md">
            <Pagination total={totalPage} value={page} onChange={setPage} {...controlLabels} />
          </Center>
        )}
      </>
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
            if (value) {
              setFilter(value);
              setPage(1);
            }
          }}
          data={FILTER_OPTIONS}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      {body}
    </Box>
  );
}

function RowAction({ row, onSetDate }: { row: MyConsultation; onSetDate: (target: DateTarget) => void }) {
  const action = rowAction(row);
  if (action === 'again')
    return (
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={checkoutAgainUrl('consultation', row.model_id, row.plan, row.trainer?._id ?? null)}
        aria-label={`Purchase Again: ${row.title}`}
      >
        Purchase Again
      </Button>
    );
  if (!action) return null;
  const label = action === 'set' ? 'Set Date' : 'Change Date';
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() => onSetDate({ kind: 'row', subscription: row, change: action === 'change' })}
      aria-label={`${label}: ${row.title}`}
    >
      {label}
    </Button>
  );
}
