import { Center, Container, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { useQuery } from '@tanstack/react-query';
import { IconVideoOff } from '@tabler/icons-react';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { VideoGallery } from '../../../components/media-gallery';
import { appMediaQuery } from '../../media/api/media-api';

/** /videos: OxStrength's own training videos. */
export function Component() {
  usePageTitle('Training Videos | OxStrength');
  const { data, isPending } = useQuery(appMediaQuery('video'));
  return (
    <Container size="xl" py="xl">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Videos' }]} />
      <Title order={1} mt="md">
        Training Videos
      </Title>
      <Text c="dimmed" mt="xs" mb="xl">
        Tutorials from our coaches on how to perform and progress the main lifts.
      </Text>
      {isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading videos" />
        </Center>
      ) : data && data.length > 0 ? (
        <VideoGallery media={data} />
      ) : (
        <Stack align="center" gap="xs" py="xl" ta="center" role="status">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden="true">
            <IconVideoOff size={32} />
          </ThemeIcon>
          <Text c="gray.7">No videos available yet. Please check back again.</Text>
        </Stack>
      )}
    </Container>
  );
}
