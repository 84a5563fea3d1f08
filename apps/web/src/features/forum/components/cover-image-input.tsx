import { CloseButton, FileInput, Group, Image, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { uploadCover } from '../api/upload-cover';

const UPLOADING = '__uploading__';

/**
 * The optional cover of a discussion: one image file, uploaded at once; `value` is its link ('' for none, and
 * UPLOADING while it goes up, so the form can wait). A failure shows the spec's Image upload failed.
 */
export function CoverImageInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const uploading = value === UPLOADING;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return onChange('');
    onChange(UPLOADING);
    uploadCover(chosen)
      .then(onChange)
      .catch((err: unknown) => {
        setFile(null);
        onChange('');
        notifyError(
          err instanceof Error && err.message !== 'Image upload failed'
            ? `Image upload failed: ${err.message}`
            : 'Image upload failed',
        );
      });
  };

  return (
    <div>
      <FileInput
        label="Cover image (optional)"
        placeholder="Choose one image"
        accept="image/jpeg,image/png,image/webp"
        value={file}
        onChange={choose}
        disabled={uploading}
        rightSection={uploading ? <Loader size="xs" aria-label="Uploading image" /> : null}
        clearable={!uploading}
      />
      {value && !uploading && (
        <Group mt="xs" gap="xs" wrap="nowrap">
          <Image src={value} alt="Cover preview" h={64} w={96} fit="cover" radius="sm" />
          <Text size="xs" c="dimmed">
            Uploaded
          </Text>
          <CloseButton aria-label="Remove cover image" onClick={() => choose(null)} />
        </Group>
      )}
    </div>
  );
}

CoverImageInput.UPLOADING = UPLOADING;
