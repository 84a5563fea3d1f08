import { useQuery } from '@tanstack/react-query';
import { VideoGallery } from '../../../components/media-gallery';
import { trainerMediaQuery } from '../../media/api/media-api';
import { EmptyTab } from '../components/empty-tab';
import { TabLoader } from '../components/tab-loader';
import { useTrainer } from '../components/use-trainer';

/** Training Videos: the trainer's videos. */
export function Component() {
  const trainer = useTrainer();
  const { data, isPending } = useQuery(trainerMediaQuery(trainer._id, 'video'));
  if (isPending) return <TabLoader label="Loading videos" />;
  if (!data || data.length === 0)
    return <EmptyTab text="No Videos found from trainer. Please check back again." />;
  return <VideoGallery media={data} />;
}
