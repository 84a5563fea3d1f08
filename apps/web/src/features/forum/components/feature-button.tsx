import { Button } from '@mantine/core';
import type { Forum } from '@oxstrength/shared/contracts/forum';
import { useFeatureForum } from '../api/forum-moderation-api';

/**
 * An admin's switch for the featured strip: Feature, or Unfeature once featured (a toggle button: aria-pressed
 * says which). The page shows it to admins only.
 */
export function FeatureButton({ forum }: { forum: Forum }) {
  const feature = useFeatureForum(forum._id);
  return (
    <Button
      variant="default"
      size="compact-sm"
      aria-pressed={forum.featured}
      loading={feature.isPending}
      onClick={() => feature.mutate(!forum.featured)}
    >
      {forum.featured ? 'Unfeature' : 'Feature'}
    </Button>
  );
}
