import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { PayoutStatus } from '../../gql/graphql';
import { listTableSx, useTableColumnsRoom } from '../components/list-table';
import { visuallyHidden } from '../components/visually-hidden';
import { PayoutStatusChip } from './PayoutStatusChip';

/** What every payout row has, whoever lists it (the partner's payouts, staff's payout requests). */
export interface PayoutRowBase {
  id: string;
  status: PayoutStatus;
  displayAmount: string;
}

export interface PayoutColumn<T> {
  key: string;
  /** Left out on phones, where the first column says it instead. */
  wideOnly?: boolean;
  head: ReactNode;
  /** The row's `<TableCell>`; `wide` tells whether the wide-only columns are there. */
  cell: (row: T, wide: boolean) => ReactNode;
}

export interface PayoutListTableProps<T extends PayoutRowBase> {
  label: string;
  testId: string;
  /** Each row's test id is `${rowTestId}-${row.id}`. */
  rowTestId: string;
  rows: readonly T[];
  columns: readonly PayoutColumn<T>[];
}

/** A list table of payouts: the columns are the caller's, the look and the phone layout are shared. */
export function PayoutListTable<T extends PayoutRowBase>({ label, testId, rowTestId, rows, columns }: PayoutListTableProps<T>) {
  const wide = useTableColumnsRoom();
  const shown = columns.filter((column) => wide || !column.wideOnly);
  return (
    <Table aria-label={label} data-testid={testId} sx={listTableSx}>
      <TableHead>
        <TableRow>
          {shown.map((column) => (
            <Fragment key={column.key}>{column.head}</Fragment>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} hover data-testid={`${rowTestId}-${row.id}`} data-status={row.status}>
            {shown.map((column) => (
              <Fragment key={column.key}>{column.cell(row, wide)}</Fragment>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The amount, right-aligned in tabular figures; only where there is room (phones show it in the first column). */
export function amountColumn<T extends PayoutRowBase>(testId: string, headSx?: SxProps<Theme>): PayoutColumn<T> {
  return {
    key: 'amount',
    wideOnly: true,
    head: (
      <TableCell align="right" sx={headSx}>
        Amount
      </TableCell>
    ),
    cell: (row) => (
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid={testId}>
        {row.displayAmount}
      </TableCell>
    ),
  };
}

/** The status chip; on phones it sits at the top of a row whose first column runs over several lines. */
export function statusColumn<T extends PayoutRowBase>(wideOnly: boolean): PayoutColumn<T> {
  return {
    key: 'status',
    wideOnly,
    head: <TableCell>Status</TableCell>,
    cell: (row, wide) => (
      <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: wide ? undefined : 'top' }}>
        <PayoutStatusChip status={row.status} />
      </TableCell>
    ),
  };
}

/** The row's buttons under a heading only screen readers hear. */
export function actionsColumn<T extends PayoutRowBase>(
  render: (row: T, wide: boolean) => ReactNode,
  options: { wideOnly: boolean; headSx?: SxProps<Theme> },
): PayoutColumn<T> {
  return {
    key: 'actions',
    wideOnly: options.wideOnly,
    head: (
      <TableCell align="right" sx={options.headSx}>
        <Box component="span" sx={visuallyHidden}>
          Actions
        </Box>
      </TableCell>
    ),
    cell: (row, wide) => <TableCell align="right">{render(row, wide)}</TableCell>,
  };
}
