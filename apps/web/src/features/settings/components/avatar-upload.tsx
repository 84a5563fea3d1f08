import { Avatar, Box, Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { UPLOAD_MESSAGES } from '@oxstrength/shared/contracts/uploads';
import type { ProfileUser } from '@oxstrength/shared/contracts/users';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUploadAvatar } from '../api/settings-api';

/** The spec's failure text (section 8): shown as the toast; the server's reason is shown under the picture. */
export const IMAGE_UPLOAD_FAILED = 'Image upload failed';
const ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * The profile picture (88 px) and its upload: Uploading… with a spinner over the picture, then "Profile Updated",
 * or "Image upload failed" (the spinner stops; the reason stays under the button).
 */
export function AvatarUpload({ user }: { user: ProfileUser }) {
  const upload = useUploadAvatar();
  const [reason, setReason] = useState<string | null>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    setReason(null);
    upload.mutate(file, {
      onSuccess: (reply) => notifySuccess(reply.message ?? UPLOAD_MESSAGES.avatarUpdated),
      onError: (err) => {
        setReason(errorMessage(err));
        notifyError(IMAGE_UPLOAD_FAILED);
      },
    });
  };

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Box pos="relative" style={{ flexShrink: 0 }}>
        <Avatar
          src={user.profile_pic}
          name={user.name}
          color="initials"
          alt={user.name}
          size={88}
          radius="xl"
          style={{ opacity: upload.isPending ? 0.5 : 1 }}
        />
        {upload.isPending && (
          <Loader
            size="sm"
            pos="absolute"
            top="50%"
            left="50%"
            style={{ transform: 'translate(-50%, -50%)' }}
            aria-label="Uploading picture"
          />
        )}
      </Box>
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {user.name}
        </Text>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        <FileButton onChange={choose} accept={ACCEPT} disabled={upload.isPending}>
          {(props) => (
            <Button {...props} size="xs" variant="light" loading={upload.isPending} w="fit-content">
              {upload.isPending ? 'Uploading…' : 'Change picture'}
            </Button>
          )}
        </FileButton>
        {upload.isPending ? (
          <Text fz="xs" c="dimmed" role="status">
            Uploading…
          </Text>
        ) : reason ? (
          <Text fz="xs" c="red" role="alert">
            {reason}
          </Text>
        ) : (
          <Text fz="xs" c="dimmed">
            JPEG, PNG or WebP, at most 5 MB
          </Text>
        )}
      </Stack>
    </Group>
  );
}
