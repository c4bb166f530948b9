import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** The look of the portal's list tables (apps, team, review queue): tight cells on phones, a tinted header. */
export const listTableSx = {
  '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
  '& .MuiTableCell-root:first-of-type': { pl: { xs: 2, sm: 3 } },
  '& .MuiTableCell-root:last-of-type': { pr: { xs: 2, sm: 3 } },
  '& .MuiTableCell-head': { color: 'text.secondary', fontWeight: 600, fontSize: '0.8125rem', py: 1.25, bgcolor: 'action.hover' },
  '& .MuiTableBody-root .MuiTableRow-root:last-of-type .MuiTableCell-root': { borderBottom: 0 },
} as const;

/** Whether a list table has room for its secondary columns (from sm); known on the first render. */
export function useTableColumnsRoom(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
}

/** A table inside a SectionCard that reaches the card's edges: put it in a box with `cardTableBoxSx`. */
export const cardTableBoxSx = { mx: { xs: -2, sm: -2.5 }, overflowX: 'auto' } as const;

/** The card's padding in the first and last cells, and a tinted header. */
export const cardTableSx = {
  '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
  '& .MuiTableCell-root:first-of-type': { pl: { xs: 2, sm: 2.5 } },
  '& .MuiTableCell-root:last-of-type': { pr: { xs: 2, sm: 2.5 } },
  '& .MuiTableCell-head': { color: 'text.secondary', fontWeight: 600, bgcolor: 'action.hover' },
} as const;
