import { useState } from 'react';
import { shownOfTotal } from '../../../shared/formatting';
import { LoadMoreButton } from '../../../shared/components/LoadMoreButton';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import type { WebhookDeliveryFieldsFragment } from '../../../gql/graphql';
import { SectionCard } from '../../../shared/components/SectionCard';
import { listTableSx, useTableColumnsRoom } from '../../../shared/components/list-table';
import { visuallyHidden } from '../../../shared/components/visually-hidden';
import { resendFailedNotice } from '../delivery-log-text';
import { DeliveryLogRow } from './DeliveryLogRow';

export interface DeliveryLogProps {
  deliveries: WebhookDeliveryFieldsFragment[];
  totalCount: number;
  /** The first page is on its way. */
  loading: boolean;
  /** The log could not be read (the snackbar said why); Refresh tries again. */
  loadFailed?: boolean;
  hasNextPage: boolean;
  loadingMore: boolean;
  refreshing: boolean;
  /** Re-sending is refused while the subscription is disabled: re-enable it first. */
  webhookEnabled: boolean;
  onLoadMore: () => void;
  onRefresh: () => void;
  onResend: (id: string) => Promise<unknown>;
  /** Answers how many failed deliveries were queued again. */
  onResendFailed: () => Promise<number>;
}

/** platform-protocol §3: every delivery of the webhook with its last attempt, newest first, and the re-sends. */
export function DeliveryLog(props: DeliveryLogProps) {
  const { deliveries, totalCount, loading, hasNextPage, loadingMore, refreshing, webhookEnabled } = props;
  const wide = useTableColumnsRoom();
  const [resending, setResending] = useState<ReadonlySet<string>>(new Set());
  const [resendingFailed, setResendingFailed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const resend = async (id: string) => {
    setResending((ids) => new Set(ids).add(id));
    try {
      await props.onResend(id);
    } catch {
      // the snackbar shows why (spec §8)
    } finally {
      setResending((ids) => {
        const rest = new Set(ids);
        rest.delete(id);
        return rest;
      });
    }
  };

  const resendFailed = async () => {
    setResendingFailed(true);
    try {
      setNotice(resendFailedNotice(await props.onResendFailed()));
    } catch {
      setNotice(null);
    } finally {
      setResendingFailed(false);
    }
  };

  return (
    <SectionCard
      title="Delivery log"
      subtitle={
        webhookEnabled
          ? 'Every event sent to this URL, newest first, with the answer to its last attempt.'
          : 'Re-enable the webhook to send deliveries again.'
      }
      data-testid="delivery-log"
      action={
        <>
          <Button
            size="small"
            onClick={props.onRefresh}
            disabled={refreshing}
            startIcon={refreshing ? <CircularProgress size={14} color="inherit" aria-hidden /> : <RefreshIcon />}
            data-testid="deliveries-refresh"
          >
            Refresh
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => void resendFailed()}
            disabled={!webhookEnabled || resendingFailed}
            startIcon={resendingFailed ? <CircularProgress size={14} color="inherit" aria-hidden /> : <ReplayIcon />}
            data-testid="deliveries-resend-failed"
          >
            Re-send all failed
          </Button>
        </>
      }
    >
      {notice && (
        <Alert severity="info" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }} data-testid="deliveries-notice">
          {notice}
        </Alert>
      )}
      {props.loadFailed && deliveries.length === 0 ? (
        <Alert severity="error" sx={{ my: 1 }} data-testid="delivery-log-error">
          The delivery log could not be loaded. Try Refresh.
        </Alert>
      ) : loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label="Loading deliveries" />
        </Box>
      ) : deliveries.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }} data-testid="delivery-log-empty">
          No deliveries yet. Events of this topic are sent here as they happen.
        </Typography>
      ) : (
        <>
          {/* it scrolls sideways on a phone: reachable by keyboard even when no row has a button to focus (a withdrawn one) */}
          <TableContainer
            tabIndex={0}
            role="region"
            aria-label="Deliveries"
            sx={{ mx: { xs: -2, sm: -2.5 }, width: 'auto', position: 'relative' }}
          >
            <Table size="small" sx={listTableSx} aria-label="Deliveries">
              <TableHead>
                <TableRow>
                  <TableCell>Time</TableCell>
                  {wide && <TableCell>Topic</TableCell>}
                  <TableCell>Status</TableCell>
                  {wide && <TableCell align="right">Latency</TableCell>}
                  <TableCell>Response</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {deliveries.map((delivery) => (
                  <DeliveryLogRow
                    key={delivery.id}
                    delivery={delivery}
                    wide={wide}
                    canResend={webhookEnabled}
                    resending={resending.has(delivery.id)}
                    onResend={() => void resend(delivery.id)}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="delivery-log-count">
              {shownOfTotal(deliveries.length, totalCount, 'delivery', 'deliveries')}
            </Typography>
            {hasNextPage && (
              <LoadMoreButton loading={loadingMore} size="small" onClick={props.onLoadMore} data-testid="delivery-log-load-more" />
            )}
          </Box>
        </>
      )}
    </SectionCard>
  );
}
