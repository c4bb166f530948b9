import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import type { CategoryRowFieldsFragment } from '../../../gql/graphql';

export interface CategoryTableProps {
  categories: CategoryRowFieldsFragment[];
  onRename: (category: CategoryRowFieldsFragment) => void;
  onSetRetired: (category: CategoryRowFieldsFragment, retired: boolean) => void;
}

/** Staff's categories: name, store address, apps in the store, and what can be done with each. */
export function CategoryTable({ categories, onRename, onSetRetired }: CategoryTableProps) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Categories" data-testid="category-table">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Store address</TableCell>
            <TableCell align="right">Apps</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map((c) => (
            <TableRow key={c.id} data-testid={`category-row-${c.slug}`}>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <span data-testid="category-row-name">{c.name}</span>
                  {c.retired && <Chip size="small" label="Retired" data-testid="category-retired-chip" />}
                </Box>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
                /apps?category={c.slug}
              </TableCell>
              <TableCell align="right">{c.appCount}</TableCell>
              <TableCell align="right">
                {/* side by side where there is room, stacked on a phone so neither is cut off */}
                <Box
                  sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'flex-end', justifyContent: 'flex-end' }}
                >
                  <Button size="small" onClick={() => onRename(c)} aria-label={`Rename ${c.name}`} data-testid="category-rename">
                    Rename
                  </Button>
                  <Button
                    size="small"
                    color={c.retired ? 'primary' : 'error'}
                    onClick={() => onSetRetired(c, !c.retired)}
                    aria-label={`${c.retired ? 'Restore' : 'Retire'} ${c.name}`}
                    data-testid={c.retired ? 'category-restore' : 'category-retire'}
                  >
                    {c.retired ? 'Restore' : 'Retire'}
                  </Button>
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
