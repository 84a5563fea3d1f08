import { Box, Button, Center, Container, Loader, Tabs, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ApiError } from '../../../lib/api-client';
import { isTrainerProfile, trainerProfileQuery } from '../api/trainers-api';
import { TrainerHeader } from '../components/trainer-header';

const TABS = [
  { value: 'about', label: 'About Trainer' },
  { value: 'videos', label: 'Training Videos' },
  { value: 'packages', label: 'Packages' },
  { value: 'images', label: 'Images' },
  { value: 'reviews', label: 'Reviews/Testimonials' },
] as const;
const TAB_PANEL_ID = 'trainer-tab-panel';

function NotFound({ failed }: { failed: boolean }) {
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1}>{failed ? 'Something went wrong' : 'Trainer not found'}</Title>
      <Text c="dimmed" mt="sm">
        {failed
          ? 'We could not load this trainer. Please try again later.'
          : 'The trainer you are looking for does not exist.'}
      </Text>
      <Button
        component={Link}
        to="/trainers"
        mt="xl"
        leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
      >
        Back to Trainers
      </Button>
    </Container>
  );
}

/**
 * /trainer/{slug}/profile: the trainer's header and five tabs, each a child route (so a tab can be linked to
 * and the back button moves between them). The tabs read the trainer from the outlet context.
 */
export function Component() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: user, isPending, error } = useQuery(trainerProfileQuery(slug));
  const trainer = user && isTrainerProfile(user) ? user : null;
  usePageTitle(trainer ? `${trainer.name} | OxStrength` : 'Trainer | OxStrength');

  if (isPending) {
    return (
      <Center py={120}>
        <Loader aria-label="Loading trainer" />
      </Center>
    );
  }
  if (!trainer) return <NotFound failed={!!error && !(error instanceof ApiError && error.status === 404)} />;

  const base = `/trainer/${trainer.slug}/profile`;
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const active = TABS.some((t) => t.value === segment) ? segment : 'about';

  return (
    <Container size="xl" py="xl">
      <Breadcrumbs
        items={[{ label: 'Home', to: '/' }, { label: 'Trainers', to: '/trainers' }, { label: trainer.name }]}
      />
      <Box mt="md">
        <TrainerHeader trainer={trainer} />
      </Box>
      <Tabs
        value={active}
        onChange={(value) => void navigate(!value || value === 'about' ? base : `${base}/${value}`)}
        mt="xl"
        activateTabWithKeyboard={false}
      >
        {/* On a phone the tabs wrap onto a second row: all five stay in sight, none behind a sideways scroll. */}
        <Tabs.List aria-label="Trainer profile sections">
          {TABS.map((tab) => (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              aria-controls={TAB_PANEL_ID}
              style={{ whiteSpace: 'nowrap' }}
            >
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Box id={TAB_PANEL_ID} role="tabpanel" aria-label={TABS.find((t) => t.value === active)?.label} pt="lg">
        <Outlet context={trainer} />
      </Box>
    </Container>
  );
}
