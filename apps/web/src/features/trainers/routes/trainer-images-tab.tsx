import { useQuery } from '@tanstack/react-query';
import { MediaGallery } from '../../../components/media-gallery';
import { trainerMediaQuery } from '../../media/api/media-api';
import { EmptyTab } from '../components/empty-tab';
import { TabLoader } from '../components/tab-loader';
import { useTrainer } from '../components/use-trainer';

/** Images: the trainer's gallery with a lightbox. */
export function Component() {
  const trainer = useTrainer();
  const { data, isPending } = useQuery(trainerMediaQuery(trainer._id, 'image'));
  if (isPending) return <TabLoader label="Loading images" />;
  if (!data || data.length === 0)
    return <EmptyTab text="No Images found from trainer. Please check back again." />;
  return <MediaGallery media={data} />;
}
