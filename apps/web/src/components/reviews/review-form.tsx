import { Alert, Button, Group, Input, Rating, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client';

const REVIEW_POSTED = 'Your review has been posted.';

/** What the form sends: the stars (half steps) and the text. */
export interface ReviewInput {
  stars: number;
  review: string;
}

/** Stars in half steps and the text; Save is enabled only when both are given. */
export function ReviewForm({
  submit,
  onPosted,
  onCancel,
}: {
  /** Posts the review; resolves with the server's message, or rejects with its error (field errors shown). */
  submit: (input: ReviewInput) => Promise<{ message: string }>;
  onPosted: (message: string) => void;
  onCancel: () => void;
}) {
  const starsLabelId = useId();
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const mutation = useMutation({
    mutationFn: () => submit({ stars, review: text.trim() }),
    onSuccess: (reply) => {
      setStars(0);
      setText('');
      onPosted(reply.message || REVIEW_POSTED);
    },
  });
  const complete = stars > 0 && text.trim().length > 0;
  const fieldErrors =
    mutation.error && 'errors' in mutation.error ? (mutation.error.errors as Record<string, string>) : {};

  return (
    <Stack
      component="form"
      gap="sm"
      aria-label="Add your review"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !mutation.isPending) mutation.mutate();
      }}
    >
      {mutation.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessage(mutation.error)}
        </Alert>
      )}
      <Input.Wrapper
        label="Your rating"
        id={starsLabelId}
        labelElement="div"
        required
        error={fieldErrors.stars}
      >
        <Rating
          value={stars}
          onChange={setStars}
          fractions={2}
          size="lg"
          mt={4}
          role="radiogroup"
          aria-labelledby={`${starsLabelId}-label`}
          getSymbolLabel={(value) => `${value} ${value === 1 ? 'star' : 'stars'}`}
        />
      </Input.Wrapper>
      <Textarea
        label="Your review"
        required
        rows={4}
        maxLength={2000}
        value={text}
        error={fieldErrors.review}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group gap="sm">
        <Button type="submit" disabled={!complete} loading={mutation.isPending}>
          Save
        </Button>
        <Button variant="subtle" color="gray" onClick={onCancel} disabled={mutation.isPending}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
