import { Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FORUM_TOPIC_MAX, forumFormSchema } from '@oxstrength/shared/schemas/forum';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useZodForm } from '../../../lib/use-zod-form';
import { trainingCategoriesQuery } from '../../templates/api/templates-api';
import { postForum } from '../api/forum-api';
import { CoverImageInput } from './cover-image-input';

const EMPTY = { topic: '', description: '', training_category: '' };
/** The form's fields; the cover is kept beside them (it is optional and arrives by upload). */
const fieldsSchema = forumFormSchema.omit({ cover_image: true });

/** Ask Question (spec part 2, sections 2, 5 and 8): topic with its n/300 counter, description, category, cover. */
export function AskQuestionModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useZodForm(fieldsSchema, EMPTY);
  const [cover, setCover] = useState('');
  const client = useQueryClient();
  const categories = useQuery({ ...trainingCategoriesQuery(), enabled: opened });
  const options = (categories.data ?? []).flatMap((c) => [
    { value: c._id, label: c.name },
    ...c.subCategories.map((s) => ({ value: s._id, label: `${c.name} / ${s.name}` })),
  ]);
  const save = useMutation({
    mutationFn: postForum,
    onSuccess: () => {
      notifySuccess('Your question has been posted');
      form.reset();
      setCover('');
      onClose();
      void client.invalidateQueries({ queryKey: ['forum'] });
    },
    onError: (err) => {
      if (err instanceof ApiError) form.setErrors(err.errors);
      notifyError(err);
    },
  });
  const uploading = cover === CoverImageInput.UPLOADING;

  return (
    <Modal opened={opened} onClose={onClose} title="Ask Question" size="lg" fullScreen={false}>
      <form
        noValidate
        onSubmit={form.onSubmit((data) => save.mutate({ ...data, cover_image: cover || null }))}
      >
        <Stack>
          <div>
            <TextInput label="Topic" required maxLength={FORUM_TOPIC_MAX} {...form.getInputProps('topic')} />
            <Text size="xs" c="dimmed" ta="right" aria-live="polite">
              {form.values.topic.length}/{FORUM_TOPIC_MAX}
            </Text>
          </div>
          <Textarea
            label="Description"
            required
            autosize
            minRows={4}
            maxRows={12}
            {...form.getInputProps('description')}
            onChange={(e) => form.setFieldValue('description', e.currentTarget.value)}
          />
          <Select
            label="Training category"
            required
            placeholder={categories.isPending ? 'Loading categories…' : 'Choose a category'}
            data={options}
            disabled={options.length === 0}
            value={form.values.training_category || null}
            onChange={(value) => form.setFieldValue('training_category', value ?? '')}
            error={form.errors.training_category}
            comboboxProps={{ withinPortal: true }}
          />
          <CoverImageInput value={cover} onChange={setCover} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!form.isValid || uploading || save.isPending}
            >
              Post
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
