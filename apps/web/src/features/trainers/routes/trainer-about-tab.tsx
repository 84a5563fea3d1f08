import { Avatar, Box, Card, Group, List, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconTrophy } from '@tabler/icons-react';
import { HtmlContent } from '../../../components/html-content';
import { coachingAchievementsQuery, personalAchievementsQuery } from '../api/trainers-api';
import type { CoachingAchievement, PersonalAchievement } from '@oxstrength/shared/contracts/trainers';
import { TabLoader } from '../components/tab-loader';
import { useTrainer } from '../components/use-trainer';

const NO_ACHIEVEMENTS = 'No achievements available.';

function PersonalTimeline({ achievements }: { achievements: PersonalAchievement[] }) {
  return (
    <Timeline bulletSize={28} lineWidth={2} active={achievements.length - 1}>
      {achievements.map((a) => (
        <Timeline.Item
          key={a._id}
          bullet={<IconTrophy size={14} aria-hidden="true" />}
          title={<Text fw={600}>{a.achievement}</Text>}
        >
          <Text size="sm" c="dimmed">
            {[a.year, a.venue].filter(Boolean).join(' · ')}
          </Text>
          {a.sub_achievements.length > 0 && (
            <List size="sm" mt={4} spacing={2}>
              {a.sub_achievements.map((sub, i) => (
                <List.Item key={i}>{sub}</List.Item>
              ))}
            </List>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function CoachingCards({ achievements }: { achievements: CoachingAchievement[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {achievements.map((a) => (
        <Card key={a._id} withBorder radius="md" padding="lg">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={a.profile_pic} alt="" name={a.name} color="initials" radius="xl" size="lg" />
            <div>
              <Text fw={600}>{a.name}</Text>
              {a.designation && (
                <Text size="sm" c="dimmed">
                  {a.designation}
                </Text>
              )}
            </div>
          </Group>
          {a.achievements.length > 0 && (
            <List size="sm" mt="md" spacing={4}>
              {a.achievements.map((item, i) => (
                <List.Item key={i}>{item}</List.Item>
              ))}
            </List>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** About Trainer: background, a personal achievements timeline and the achievements of the people they coached. */
export function Component() {
  const trainer = useTrainer();
  // Failed loads only end the loading state (spec part 2 section 8): they show as empty.
  const personal = useQuery(personalAchievementsQuery(trainer._id));
  const coaching = useQuery(coachingAchievementsQuery(trainer._id));
  const personalList = personal.data ?? [];
  const coachingList = coaching.data ?? [];

  return (
    <Stack gap="xl">
      <Box component="section" aria-labelledby="trainer-background-heading">
        <Title order={2} size="h3" id="trainer-background-heading">
          Background
        </Title>
        {trainer.about ? (
          <HtmlContent html={trainer.about} mt="sm" />
        ) : (
          <Text c="dimmed" mt="sm">
            {trainer.name} has not written a background yet.
          </Text>
        )}
      </Box>

      <Box component="section" aria-labelledby="trainer-personal-heading">
        <Title order={2} size="h3" id="trainer-personal-heading" mb="md">
          Personal Achievements
        </Title>
        {personal.isPending ? (
          <TabLoader label="Loading personal achievements" />
        ) : personalList.length > 0 ? (
          <PersonalTimeline achievements={personalList} />
        ) : (
          <Text c="dimmed">{NO_ACHIEVEMENTS}</Text>
        )}
      </Box>

      <Box component="section" aria-labelledby="trainer-coaching-heading">
        <Title order={2} size="h3" id="trainer-coaching-heading" mb="md">
          Coaching Achievements
        </Title>
        {coaching.isPending ? (
          <TabLoader label="Loading coaching achievements" />
        ) : coachingList.length > 0 ? (
          <CoachingCards achievements={coachingList} />
        ) : (
          <Text c="dimmed">{NO_ACHIEVEMENTS}</Text>
        )}
      </Box>
    </Stack>
  );
}
