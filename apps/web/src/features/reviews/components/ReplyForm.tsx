import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@appstore/shared/limits/limits';
import { reviewReplySchema } from '@appstore/shared/reviews/schemas';
import type { ManagedReviewFieldsFragment } from '../../../gql/graphql';
import { collectErrors } from '../../../shared/errors/collect-errors';
import { ReviewReplySaveMutation } from '../operations';

/** The developer's one public reply: shown, or written and edited in place. */
export function ReplyForm({ item }: { item: ManagedReviewFieldsFragment }) {
  const reply = item.review.reply;
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(reply?.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(ReviewReplySaveMutation, { context: { silentErrors: ['ValidationError', 'NotFoundError'] } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewReplySchema.safeParse({ body });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    try {
      await save({ variables: { reviewId: item.review.id, body: parsed.data.body } });
      setError(null);
      setEditing(false);
    } catch (e) {
      setError(collectErrors(e as Error)[0]?.message ?? 'Could not save the reply');
    }
  };

  if (reply && !editing) {
    return (
      <Box sx={{ mt: 1.5, pl: 2, borderLeft: 3, borderColor: 'primary.light' }} data-testid="partner-reply">
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          Your public reply
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {reply.body}
        </Typography>
        <Button size="small" onClick={() => setEditing(true)} sx={{ mt: 0.5, ml: -1 }} data-testid="reply-edit">
          Edit reply
        </Button>
      </Box>
    );
  }
  if (!editing) {
    return (
      <Button size="small" variant="outlined" onClick={() => setEditing(true)} sx={{ mt: 1.5 }} data-testid="reply-start">
        Reply publicly
      </Button>
    );
  }
  return (
    <Box component="form" onSubmit={(e) => void submit(e)} sx={{ mt: 1.5 }} noValidate>
      <TextField
        label="Your public reply"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? `Shown under the review in the App Store. Max ${LIMITS.listingDescriptionMax} chars.`}
        slotProps={{ htmlInput: { maxLength: LIMITS.listingDescriptionMax, 'data-testid': 'reply-body' } }}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button type="submit" variant="contained" disabled={loading} data-testid="reply-save">
          Publish reply
        </Button>
        <Button onClick={() => setEditing(false)}>Cancel</Button>
      </Box>
    </Box>
  );
}
