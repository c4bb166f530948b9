import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { PayoutRequestsQuery } from '../../../gql/graphql';
import { PayoutPeriod } from '../../../shared/payouts/PayoutPeriod';
import { PayoutListTable, actionsColumn, amountColumn, statusColumn, type PayoutColumn } from '../../../shared/payouts/PayoutListTable';
import { formatDay } from '@appstore/shared/dates/format';

export type PayoutRequest = PayoutRequestsQuery['payoutRequests']['edges'][number]['node'];

export interface PayoutRequestTableProps {
  requests: readonly PayoutRequest[];
  onMarkPaid: (request: PayoutRequest) => void;
  onReject: (request: PayoutRequest) => void;
}

function columns(actions: (request: PayoutRequest) => ReactNode): PayoutColumn<PayoutRequest>[] {
  return [
    {
      key: 'organization',
      head: <TableCell>Organization</TableCell>,
      cell: (request, wide) => (
        <TableCell sx={{ maxWidth: 0, width: wide ? '30%' : undefined }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="payout-request-organization">
            {request.organization.businessName || 'Unknown organization'}
          </Typography>
          {/* phones put period, amount, date and the buttons under the organisation instead of in columns */}
          <Typography variant="body2" color="text.secondary">
            {wide ? (
              `Requested ${formatDay(request.creationDate)}`
            ) : (
              <>
                <PayoutPeriod from={request.invoiceDateFrom} to={request.invoiceDateTo} /> · {request.displayAmount}
              </>
            )}
          </Typography>
          {!wide && (
            <>
              <Typography variant="body2" color="text.secondary">
                Requested {formatDay(request.creationDate)}
              </Typography>
              <Box sx={{ mt: 1 }}>{actions(request)}</Box>
            </>
          )}
        </TableCell>
      ),
    },
    {
      key: 'period',
      wideOnly: true,
      head: <TableCell>Period</TableCell>,
      cell: (request) => (
        <TableCell data-testid="payout-request-period">
          <PayoutPeriod from={request.invoiceDateFrom} to={request.invoiceDateTo} />
        </TableCell>
      ),
    },
    amountColumn('payout-request-amount'),
    statusColumn(false),
    actionsColumn(actions, { wideOnly: true }),
  ];
}

/** Payout requests for staff: who, which period, how much, status, when; with the invoice and the decisions. */
export function PayoutRequestTable({ requests, onMarkPaid, onReject }: PayoutRequestTableProps) {
  const actions = (request: PayoutRequest) => <RequestActions request={request} onMarkPaid={onMarkPaid} onReject={onReject} />;
  return (
    <PayoutListTable
      label="Payout requests"
      testId="payout-requests-table"
      rowTestId="payout-request-row"
      rows={requests}
      columns={columns(actions)}
    />
  );
}

function RequestActions({
  request,
  onMarkPaid,
  onReject,
}: { request: PayoutRequest } & Pick<PayoutRequestTableProps, 'onMarkPaid' | 'onReject'>) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}>
      {request.pdfInvoiceUrl && (
        <Button
          href={request.pdfInvoiceUrl}
          target="_blank"
          rel="noopener"
          size="small"
          endIcon={<OpenInNewIcon />}
          aria-label={`View invoice of ${request.organization.businessName} (opens in a new tab)`}
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
