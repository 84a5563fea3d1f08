import {
  Box,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { isCalendarDate, nepalToday } from '@oxstrength/shared/training';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { StackedTable } from '../../../components/stacked-table';
import { addDays, shortDate } from '../../../lib/calendar-date';
import { usePageTitle } from '../../../lib/page-title';
import {
  useConsultationCalendar,
  useStaffTrainers,
  type CalendarConsultation,
  type CalendarDay,
  type ConsultationCalendar,
} from '../api/programme-staff-api';
import { ConsultationActions, KIND_LABELS, StateBadge } from '../components/calendar-consultation';
import { CapacityForm } from '../components/capacity-form';
import { RecordAuditButton } from '../components/record-audit';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/**
 * /staff/calendar (issue 17): a trainer's consultations over a week of Nepal days (templates', coachings' and
 * paid ones), as a week calendar (a stacked day list on a phone) or as a list, with each day's booked minutes
 * against the daily capacity, which the trainer and admins set here. Admins choose the trainer. The week, the
 * view and the trainer are in the address.
 */
export function Component() {
  usePageTitle('Consultation calendar');
  const [params, setParams] = useSearchParams();
  const trainers = useStaffTrainers();
  const fromParam = params.get('from') ?? '';
  const from = isCalendarDate(fromParam) ? fromParam : nepalToday();
  const view = params.get('view') === 'list' ? 'list' : 'calendar';
  const chosen = params.get('trainer');
  const trainerId = trainers.data?.find((t) => t._id === chosen)?._id ?? trainers.data?.[0]?._id ?? null;
  const calendar = useConsultationCalendar(trainerId, from);
  const update = (next: Record<string, string>) =>
    setParams({ ...Object.fromEntries(params), ...next }, { replace: true });
  return (
    <Container size="xl" py="lg">
      <Title order={1} mb="md">
        Consultation calendar
      </Title>
      {trainers.data && trainers.data.length === 0 ? (
        <Text c="dimmed">No trainers yet.</Text>
      ) : !trainers.data ? (
        <QueryState query={trainers} loadingLabel="Loading trainers" failure="Could not load the trainers." />
      ) : (
        <Stack gap="md">
          {trainers.data.length > 1 && (
            <NativeSelect
              label="Trainer"
              value={trainerId ?? ''}
              onChange={(e) => update({ trainer: e.currentTarget.value })}
              data={trainers.data.map((t) => ({ value: t._id, label: t.name }))}
              maw={360}
            />
          )}
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="xs" wrap="wrap">
              <Button variant="default" onClick={() => update({ from: addDays(from, -7) })}>
                Previous Week
              </Button>
              <Button variant="default" onClick={() => update({ from: nepalToday() })}>
                From Today
              </Button>
              <Button variant="default" onClick={() => update({ from: addDays(from, 7) })}>
                Next Week
              </Button>
            </Group>
            <SegmentedControl
              aria-label="View"
              value={view}
              onChange={(v) => update({ view: v })}
              data={[
                { value: 'calendar', label: 'Calendar' },
                { value: 'list', label: 'List' },
              ]}
            />
          </Group>
          <Text fw={600} aria-live="polite">
            {shortDate(from)} to {shortDate(addDays(from, 6))}
          </Text>
          {calendar.data ? (
            <CalendarView calendar={calendar.data} view={view} />
          ) : (
            <QueryState
              query={calendar}
              loadingLabel="Loading consultations"
              failure="Could not load the consultations."
            />
          )}
        </Stack>
      )}
    </Container>
  );
}

function CalendarView({ calendar, view }: { calendar: ConsultationCalendar; view: 'calendar' | 'list' }) {
  const { capacity, days } = calendar;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <CapacityForm
            key={`${capacity.trainer._id}:${capacity.daily_capacity_minutes}`}
            trainerId={capacity.trainer._id}
            minutes={capacity.daily_capacity_minutes}
          />
          <RecordAuditButton id={capacity.trainer._id} name={capacity.trainer.name} recordType="trainer" />
        </Group>
      </Paper>
      {view === 'calendar' ? (
        <SimpleGrid
          cols={{ base: 1, md: 7 }}
          spacing="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {days.map((day) => (
            <DayCard key={day.date} day={day} capacity={capacity.daily_capacity_minutes} />
          ))}
        </SimpleGrid>
      ) : (
        <ConsultationList days={days} />
      )}
    </Stack>
  );
}

function DayCard({ day, capacity }: { day: CalendarDay; capacity: number }) {
  const full = capacity > 0 ? Math.min(100, (day.booked_minutes / capacity) * 100) : 100;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-label={`${weekday(day.date)}, ${shortDate(day.date)}`}
    >
      <Text fw={700}>{weekday(day.date)}</Text>
      <Text fz="sm" c="dimmed">
        {shortDate(day.date)}
      </Text>
      <Text fz="sm" mt={4}>
        {day.booked_minutes} of {capacity} min booked
      </Text>
      <Progress
        value={full}
        color={day.booked_minutes >= capacity ? 'red' : 'green'}
        size="sm"
        mt={4}
        aria-label={`${day.booked_minutes} of ${capacity} minutes booked`}
      />
      {day.requested_minutes > 0 && (
        <Text fz="sm" c="dimmed">
          {day.requested_minutes} min asked for
        </Text>
      )}
      {day.consultations.length === 0 ? (
        <Text fz="sm" c="dimmed" mt="xs">
          No consultations
        </Text>
      ) : (
        <Stack gap="xs" mt="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {day.consultations.map((c) => (
            <Box
              component="li"
              key={c._id}
              p="xs"
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
            >
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {c.client?.name ?? 'Account removed'}
              </Text>
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {c.title}
              </Text>
              <Group gap={6} my={4}>
                <StateBadge state={c.state} />
                <Text fz="sm" c="dimmed">
                  {KIND_LABELS[c.kind]} · {c.minutes} min
                </Text>
              </Group>
              <ConsultationActions consultation={c} />
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function ConsultationList({ days }: { days: CalendarDay[] }) {
  const rows = days.flatMap((d) => d.consultations);
  if (rows.length === 0) return <Text c="dimmed">No consultations this week</Text>;
  return (
    <StackedTable<CalendarConsultation>
      label="Consultations"
      rows={rows}
      rowKey={(c) => `${c.kind}:${c._id}`}
      minWidth={900}
      tableProps={{ verticalSpacing: 'sm', striped: true }}
      columns={[
        {
          key: 'client',
          header: 'Client',
          place: 'main',
          cell: (c) => (
            <>
              <Text fw={600}>{c.client?.name ?? 'Account removed'}</Text>
              {c.client && (
                <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {c.client.email}
                </Text>
              )}
            </>
          ),
        },
        { key: 'date', header: 'Date', cell: (c) => `${weekday(c.date).slice(0, 3)}, ${shortDate(c.date)}` },
        { key: 'what', header: 'Bought', cell: (c) => `${KIND_LABELS[c.kind]}: ${c.title}` },
        { key: 'minutes', header: 'Length', cell: (c) => `${c.minutes} min` },
        { key: 'state', header: 'State', cell: (c) => <StateBadge state={c.state} /> },
        { key: 'actions', header: 'Actions', cell: (c) => <ConsultationActions consultation={c} /> },
      ]}
    />
  );
}
