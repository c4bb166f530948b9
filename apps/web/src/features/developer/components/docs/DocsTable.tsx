import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface DocsTableProps {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

/** A compact reference table that scrolls sideways on small screens. */
export function DocsTable({ caption, head, rows }: DocsTableProps) {
  return (
    // focusable, so a keyboard can scroll a table wider than the screen
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={caption}
      sx={{ my: 2, border: 1, borderColor: 'divider', borderRadius: '12px', bgcolor: 'background.paper' }}
    >
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {head.map((cell) => (
              <TableCell key={cell} sx={{ fontWeight: 700, bgcolor: '#f1f6f5', whiteSpace: 'nowrap' }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index} sx={{ '&:last-child td': { borderBottom: 0 } }}>
              {row.map((cell, cellIndex) => (
                <TableCell key={cellIndex} sx={{ verticalAlign: 'top' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
