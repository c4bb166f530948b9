import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { PayoutFieldsFragment } from '../../../gql/graphql';
import { formatPayoutPeriod } from '../../../shared/payouts/payout-text';
import { payoutRequestEditUrl } from '../../../shared/urls/payouts';
import { PayoutPeriod } from '../../../shared/payouts/PayoutPeriod';
import { PayoutStatusChip } from '../../../shared/payouts/PayoutStatusChip';
import { PayoutListTable, actionsColumn, amountColumn, statusColumn, type PayoutColumn } from '../../../shared/payouts/PayoutListTable';

export interface PayoutTableProps {
  payouts: readonly PayoutFieldsFragment[];
}

const COLUMNS: readonly PayoutColumn<PayoutFieldsFragment>[] = [
  {
    key: 'period',
    head: <TableCell sx={{ width: '100%' }}>Period</TableCell>,
    cell: (payout, wide) => (
      <TableCell>
        <Typography sx={{ fontWeight: 600 }} data-testid="payout-row-period">
          <PayoutPeriod from={payout.invoiceDateFrom} to={payout.invoiceDateTo} />
        </Typography>
        {/* phones show amount and status under the period instead of in their own columns */}
        {!wide && (
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {payout.displayAmount}
            </Typography>
            <PayoutStatusChip status={payout.status} />
          </Box>
        )}
      </TableCell>
    ),
  },
  statusColumn(true),
  amountColumn('payout-row-amount', { minWidth: 110 }),
  actionsColumn(
    (payout, wide) => (
      <PayoutRowAction payout={payout} period={formatPayoutPeriod(payout.invoiceDateFrom, payout.invoiceDateTo)} wide={wide} />
    ),
    { wideOnly: false, headSx: { minWidth: { sm: 150 } } },
  ),
];

/** Spec §2 payouts: Period, Status, Amount; REJECTED rows get Edit, PAID rows 'View invoice'. */
export function PayoutTable({ payouts }: PayoutTableProps) {
  return <PayoutListTable label="Payouts" testId="payouts-table" rowTestId="payout-row" rows={payouts} columns={COLUMNS} />;
}

function PayoutRowAction({ payout, period, wide }: { payout: PayoutFieldsFragment; period: string; wide: boolean }) {
  const sx = { px: { xs: 1, sm: 2 }, minWidth: 0, whiteSpace: 'nowrap' } as const;
  if (payout.status === 'REJECTED') {
    return (
      <Button
        href={payoutRequestEditUrl(payout.id)}
        variant="outlined"
        size="small"
        startIcon={wide ? <EditOutlinedIcon /> : undefined}
        aria-label={`Edit the payout request for ${period}`}
        data-testid={`payout-edit-${payout.id}`}
        sx={sx}
      >
        Edit
      </Button>
    );
  }
  if (payout.status === 'PAID' && payout.pdfInvoiceUrl) {
    return (
      <Button
        href={payout.pdfInvoiceUrl}
        target="_blank"
        rel="noopener"
        size="small"
        endIcon={wide ? <OpenInNewIcon /> : undefined}
        aria-label={`View invoice for ${period} (opens in a new tab)`}
        data-testid={`payout-invoice-${payout.id}`}
        sx={sx}
      >
        View invoice
      </Button>
    );
  }
  return null;
}
