import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { PayoutFieldsFragment } from '../../../gql/graphql';
import { listTableSx, useTableColumnsRoom } from '../../../shared/components/list-table';
import { visuallyHidden } from '../../../shared/components/visually-hidden';
import { formatPayoutPeriod } from '../../../shared/payouts/payout-text';
import { payoutRequestEditUrl } from '../../../shared/urls/payouts';
import { PayoutPeriod } from '../../../shared/payouts/PayoutPeriod';
import { PayoutStatusChip } from '../../../shared/payouts/PayoutStatusChip';

export interface PayoutTableProps {
  payouts: readonly PayoutFieldsFragment[];
}

/** Spec §2 payouts: Period, Status, Amount; REJECTED rows get Edit, PAID rows 'View invoice'. */
export function PayoutTable({ payouts }: PayoutTableProps) {
  // Narrow screens show amount and status under the period instead of in their own columns.
  const wide = useTableColumnsRoom();
  return (
    <Table aria-label="Payouts" data-testid="payouts-table" sx={listTableSx}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '100%' }}>Period</TableCell>
          {wide && <TableCell>Status</TableCell>}
          {wide && (
            <TableCell align="right" sx={{ minWidth: 110 }}>
              Amount
            </TableCell>
          )}
          <TableCell align="right" sx={{ minWidth: { sm: 150 } }}>
            <Box component="span" sx={visuallyHidden}>
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payouts.map((payout) => {
          const period = formatPayoutPeriod(payout.invoiceDateFrom, payout.invoiceDateTo);
          return (
            <TableRow key={payout.id} hover data-testid={`payout-row-${payout.id}`} data-status={payout.status}>
              <TableCell>
                <Typography sx={{ fontWeight: 600 }} data-testid="payout-row-period">
                  <PayoutPeriod from={payout.invoiceDateFrom} to={payout.invoiceDateTo} />
                </Typography>
                {!wide && (
                  <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                    <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {payout.displayAmount}
                    </Typography>
                    <PayoutStatusChip status={payout.status} />
                  </Box>
                )}
              </TableCell>
              {wide && (
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <PayoutStatusChip status={payout.status} />
                </TableCell>
              )}
              {wide && (
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="payout-row-amount">
                  {payout.displayAmount}
                </TableCell>
              )}
              <TableCell align="right">
                <PayoutRowAction payout={payout} period={period} wide={wide} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
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
        aria-label={`View the invoice for ${period} (opens in a new tab)`}
        data-testid={`payout-invoice-${payout.id}`}
        sx={sx}
      >
        View invoice
      </Button>
    );
  }
  return null;
}
