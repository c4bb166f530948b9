import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { PayoutRequestsQuery } from '../../../gql/graphql';
import { listTableSx, useTableColumnsRoom } from '../../../shared/components/list-table';
import { visuallyHidden } from '../../../shared/components/visually-hidden';
import { PayoutPeriod } from '../../../shared/payouts/PayoutPeriod';
import { PayoutStatusChip } from '../../../shared/payouts/PayoutStatusChip';
import { formatReviewDate } from '../review-text';

export type PayoutRequest = PayoutRequestsQuery['payoutRequests']['edges'][number]['node'];

export interface PayoutRequestTableProps {
  requests: readonly PayoutRequest[];
  onMarkPaid: (request: PayoutRequest) => void;
  onReject: (request: PayoutRequest) => void;
}

/** Payout requests for staff: who, which period, how much, status, when; with the invoice and the decisions. */
export function PayoutRequestTable({ requests, onMarkPaid, onReject }: PayoutRequestTableProps) {
  // Narrow screens put period, amount, date and the buttons under the organisation instead of in columns.
  const wide = useTableColumnsRoom();
  return (
    <Table aria-label="Payout requests" data-testid="payout-requests-table" sx={listTableSx}>
      <TableHead>
        <TableRow>
          <TableCell>Organization</TableCell>
          {wide && <TableCell>Period</TableCell>}
          {wide && <TableCell align="right">Amount</TableCell>}
          <TableCell>Status</TableCell>
          {wide && (
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {requests.map((request) => {
          const organisation = request.organization.businessName || 'Unknown organization';
          const actions = <RequestActions request={request} onMarkPaid={onMarkPaid} onReject={onReject} />;
          return (
            <TableRow key={request.id} hover data-testid={`payout-request-row-${request.id}`} data-status={request.status}>
              <TableCell sx={{ maxWidth: 0, width: wide ? '30%' : undefined }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="payout-request-organization">
                  {organisation}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {wide ? (
                    `Requested ${formatReviewDate(request.creationDate)}`
                  ) : (
                    <>
                      <PayoutPeriod from={request.invoiceDateFrom} to={request.invoiceDateTo} /> · {request.displayAmount}
                    </>
                  )}
                </Typography>
                {!wide && (
                  <>
                    <Typography variant="body2" color="text.secondary">
                      Requested {formatReviewDate(request.creationDate)}
                    </Typography>
                    <Box sx={{ mt: 1 }}>{actions}</Box>
                  </>
                )}
              </TableCell>
              {wide && (
                <TableCell data-testid="payout-request-period">
                  <PayoutPeriod from={request.invoiceDateFrom} to={request.invoiceDateTo} />
                </TableCell>
              )}
              {wide && (
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="payout-request-amount">
                  {request.displayAmount}
                </TableCell>
              )}
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: wide ? undefined : 'top' }}>
                <PayoutStatusChip status={request.status} />
              </TableCell>
              {wide && <TableCell align="right">{actions}</TableCell>}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function RequestActions({ request, onMarkPaid, onReject }: { request: PayoutRequest } & Pick<PayoutRequestTableProps, 'onMarkPaid' | 'onReject'>) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}>
      {request.pdfInvoiceUrl && (
        <Button
          href={request.pdfInvoiceUrl}
          target="_blank"
          rel="noopener"
          size="small"
          endIcon={<OpenInNewIcon />}
          aria-label={`View the invoice of ${request.organization.businessName} (opens in a new tab)`}
          data-testid={`payout-request-invoice-${request.id}`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          View invoice
        </Button>
      )}
      {request.status === 'REQUESTED' && (
        <>
          <Button
            variant="outlined"
            color="error"
            size="small"
            onClick={() => onReject(request)}
            data-testid={`payout-request-reject-${request.id}`}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Reject
          </Button>
          <Button
            variant="contained"
            size="small"
            onClick={() => onMarkPaid(request)}
            data-testid={`payout-request-mark-paid-${request.id}`}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Mark as paid
          </Button>
        </>
      )}
    </Stack>
  );
}
