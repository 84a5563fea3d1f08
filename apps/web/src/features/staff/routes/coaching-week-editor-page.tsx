import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { ApiError, isNotFound } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import {
  useSaveCoachingWeek,
  useStaffCoaching,
  useWeekSources,
  type SubscribedCoachingDetail,
  type WeekSourceTemplate,
} from '../api/coaching-weeks-api';
import { newKey, WeekEditorForm, type EditedActivity } from '../components/week-editor-form';
import { StaffBackLink } from '../components/record-parts';

type Week = SubscribedCoachingDetail['schedule'][number];

/** A week's exercises as the form edits them (what the client logged stays out). */
const editable = (week: Week | undefined): EditedActivity[] =>
  (week?.week_activities ?? []).flatMap((d) =>
    d.day_activities.map((a) => ({
      key: newKey(),
      day: d.day,
      movement: a.movement,
      intensity: a.intensity,
      planned_load: a.planned_load,
      sets: a.sets,
      reps: a.reps,
      tempo: a.tempo,
      rest: a.rest,
      note: a.note,
    })),
  );

const logged = (week: Week | undefined) =>
  (week?.week_activities ?? []).some((d) =>
    d.day_activities.some((a) => a.actual_rpe !== null || a.weight_used !== null || a.feedback !== null),
  );

/**
 * /staff/coaching/{id}/weeks/{week} (issue 18): the trainer writes a coaching week, copies one from a template
 * or an earlier week, saves it as a draft (the client does not see it) or publishes it (the client sees it and
 * is mailed). A completed week, or one the client has logged, is shown but not edited.
 */
export function Component() {
  const { id = '', week: weekParam = '' } = useParams();
  const query = useStaffCoaching(id);
  const weekNumber = Number(weekParam);
  usePageTitle(query.data ? `Week ${weekParam}: ${query.data.coaching.title}` : 'Coaching week');
  const week = query.data?.schedule.find((w) => w.week === weekNumber);
  return (
    <Container size="lg" py="lg">
      <StaffBackLink to={`/staff/coaching/${encodeURIComponent(id)}`}>Coaching client</StaffBackLink>
      {query.data && week ? (
        <Editor key={`${id}-${weekNumber}`} coaching={query.data} week={week} />
      ) : query.data || isNotFound(query.error) ? (
        <Stack gap="sm" py="xl">
          <Title order={1}>Week not found</Title>
          <Text c="dimmed">It does not exist, or it is not one of your coaching clients.</Text>
        </Stack>
      ) : (
        <QueryState query={query} loadingLabel="Loading the week" failure="Could not load the week." />
      )}
    </Container>
  );
}

function Editor({ coaching, week }: { coaching: SubscribedCoachingDetail; week: Week }) {
  const [activities, setActivities] = useState<EditedActivity[]>(() => editable(week));
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveCoachingWeek(coaching._id);
  const locked =
    week.status === 'Completed'
      ? `Week ${week.week} is completed and can no longer be changed.`
      : logged(week)
        ? `The client has logged training in week ${week.week}: its exercises can no longer be replaced.`
        : null;

  const submit = (published: boolean) => {
    if (activities.some((a) => !a.movement.trim())) {
      setShowErrors(true);
      notifyError('Movement is required');
      return;
    }
    if (published && activities.length === 0) {
      notifyError('Add at least one exercise before publishing the week');
      return;
    }
    save.mutate(
      {
        week: week.week,
        body: { published, activities: activities.map(({ key: _key, ...a }) => a) },
      },
      {
        onSuccess: (reply) => notifySuccess(reply.message ?? 'Saved'),
        onError: (err) => notifyError(err),
      },
    );
  };

  return (
    <Stack gap="lg" mt="sm">
      <Box>
        <Title order={1}>
          Week {week.week} of {coaching.subscribed_weeks}
        </Title>
        <Group gap="xs" mt={4}>
          <Text c="dimmed">{coaching.coaching.title}</Text>
          <Badge variant="light" color={week.published ? 'green' : 'gray'}>
            {week.published ? 'Published' : 'Draft'}
          </Badge>
          <Badge variant="light">{week.status}</Badge>
        </Group>
      </Box>
      {locked ? (
        <Alert color="orange" variant="light">
          {locked}
        </Alert>
      ) : (
        <CopyWeek coaching={coaching} week={week.week} onCopy={setActivities} />
      )}
      <WeekEditorForm
        activities={activities}
        onChange={setActivities}
        showErrors={showErrors}
        disabled={locked !== null || save.isPending}
      />
      {!locked && (
        <Paper withBorder radius="md" p="md">
          <Text fz="sm" c="dimmed" mb="sm">
            {week.published
              ? 'The client sees this week. Saving it as a draft hides it from them.'
              : 'A draft is not shown to the client. Publishing shows it and mails them.'}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => submit(false)} loading={save.isPending}>
              Save as Draft
            </Button>
            <Button onClick={() => submit(true)} loading={save.isPending}>
              {week.published ? `Save Week ${week.week}` : `Publish Week ${week.week}`}
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}

/** The weeks a week may be copied from: the coaching's other written weeks, then the trainer's templates'. */
function sourceOptions(coaching: SubscribedCoachingDetail, week: number, templates: WeekSourceTemplate[]) {
  const own = coaching.schedule
    .filter((w) => w.week !== week && w.week_activities.length > 0)
    .map((w) => ({ value: `week:${w.week}`, label: `Week ${w.week} of this coaching` }));
  const fromTemplates = templates.flatMap((t) =>
    [...new Set(t.activities.map((a) => a.week))].map((w) => ({
      value: `template:${t._id}:${w}`,
      label: `${t.title}, week ${w}`,
    })),
  );
  return [...own, ...fromTemplates];
}

function CopyWeek({
  coaching,
  week,
  onCopy,
}: {
  coaching: SubscribedCoachingDetail;
  week: number;
  onCopy: (activities: EditedActivity[]) => void;
}) {
  const sources = useWeekSources(coaching._id, true);
  const options = sourceOptions(coaching, week, sources.data ?? []);
  const [chosen, setChosen] = useState('');
  const value = options.some((o) => o.value === chosen) ? chosen : (options[0]?.value ?? '');

  const copy = () => {
    const [kind, a, b] = value.split(':');
    if (kind === 'week') onCopy(editable(coaching.schedule.find((w) => w.week === Number(a))));
    else {
      const template = sources.data?.find((t) => t._id === a);
      onCopy(
        (template?.activities ?? [])
          .filter((x) => x.week === Number(b))
          .map(({ week: _week, ...x }) => ({ ...x, key: newKey(), planned_load: '' })),
      );
    }
    notifySuccess('Week copied. Edit it, then save it as a draft or publish it.');
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Copy a week from"
          value={value}
          onChange={(event) => setChosen(event.currentTarget.value)}
          data={
            options.length
              ? options
              : [{ value: '', label: sources.isPending ? 'Loading…' : 'Nothing to copy' }]
          }
          disabled={options.length === 0}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button variant="default" onClick={copy} disabled={!value}>
          Copy
        </Button>
      </Group>
      {sources.isError && !(sources.error instanceof ApiError && sources.error.status === 404) && (
        <Text fz="sm" c="red" mt="xs" role="alert">
          Could not load your templates.
        </Text>
      )}
      <Text fz="sm" c="dimmed" mt="xs">
        Copying replaces the exercises below; nothing is saved until you save or publish.
      </Text>
    </Paper>
  );
}
