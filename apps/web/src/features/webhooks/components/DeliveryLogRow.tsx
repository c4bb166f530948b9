import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { WEBHOOK_TOPIC_LABELS } from '@appstore/shared/webhooks/schemas';
import type { WebhookDeliveryFieldsFragment } from '../../../gql/graphql';
import {
  attemptsText,
  canResendDelivery,
  deliveryStatusChip,
  excerptPreview,
  latencyText,
  noAttemptText,
  responseHeadline,
} from '../delivery-log-text';
import { formatMoment } from '@appstore/shared/dates/format';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, monospace';

export interface DeliveryLogRowProps {
  delivery: WebhookDeliveryFieldsFragment;
  /** Room for the Topic and Latency columns. */
  wide: boolean;
  canResend: boolean;
  resending: boolean;
  onResend: () => void;
}

/** One delivery: when, what, how it went, and the answer to its last attempt (opened in full on request). */
export function DeliveryLogRow({ delivery, wide, canResend, resending, onResend }: DeliveryLogRowProps) {
  const [open, setOpen] = useState(false);
  const chip = deliveryStatusChip(delivery.status, delivery.attemptCount);
  const attempt = delivery.lastAttempt;
  const headline = responseHeadline(attempt);
  const preview = excerptPreview(attempt?.responseExcerpt);
  return (
    <TableRow data-testid={`delivery-row-${delivery.id}`} sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">{formatMoment(delivery.createdAt, { seconds: true })}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: MONO }} title="webhook-id">
          {delivery.eventId.slice(0, 8)}
        </Typography>
      </TableCell>
      {wide && (
        <TableCell>
          <Typography variant="body2">{WEBHOOK_TOPIC_LABELS[delivery.topic]}</Typography>
        </TableCell>
      )}
      <TableCell>
        <Chip
          size="small"
          label={chip.label}
          color={chip.color}
          variant={chip.color === 'default' ? 'outlined' : 'filled'}
          data-testid={`delivery-status-${delivery.id}`}
        />
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }} data-testid={`delivery-note-${delivery.id}`}>
          {attemptsText(delivery)}
        </Typography>
      </TableCell>
      {wide && (
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {latencyText(attempt?.latencyMs)}
        </TableCell>
      )}
      <TableCell sx={{ maxWidth: { xs: 160, sm: 320 }, wordBreak: 'break-word' }}>
        {headline ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {headline}
            </Typography>
            {preview.text && (
              <Box
                component={open ? 'pre' : 'div'}
                sx={{
                  m: 0,
                  mt: 0.25,
                  fontFamily: MONO,
                  fontSize: '0.75rem',
                  color: 'text.secondary',
                  whiteSpace: open ? 'pre-wrap' : 'normal',
                }}
                data-testid={`delivery-excerpt-${delivery.id}`}
              >
                {open ? attempt?.responseExcerpt : preview.text}
              </Box>
            )}
            {preview.cut && (
              <Link
                component="button"
                type="button"
                variant="caption"
                onClick={() => setOpen(!open)}
                aria-expanded={open}
                data-testid={`delivery-excerpt-toggle-${delivery.id}`}
              >
                {open ? 'Show less' : 'Show all'}
              </Link>
            )}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {noAttemptText(delivery.status)}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">
        <Button
          size="small"
          onClick={onResend}
          disabled={!canResend || !canResendDelivery(delivery.status) || resending}
          data-testid={`delivery-resend-${delivery.id}`}
        >
          {resending ? 'Sending…' : 'Re-send'}
        </Button>
      </TableCell>
    </TableRow>
  );
}
