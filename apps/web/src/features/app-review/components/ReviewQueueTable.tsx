import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { AppReviewQueueQuery } from '../../../gql/graphql';

import { reviewAppUrl } from '../../../shared/urls/app-review';
import { visuallyHidden } from '../../../shared/components/visually-hidden';
import { listTableSx, useTableColumnsRoom } from '../../../shared/components/list-table';
import { formatDay } from '@appstore/shared/dates/format';

export type ReviewQueueApp = AppReviewQueueQuery['appReviewQueue']['edges'][number]['node'];

export interface ReviewQueueTableProps {
  apps: readonly ReviewQueueApp[];
}

/** When the app joined the queue: its last review event (the submission), else its creation. */
function submittedAt(app: ReviewQueueApp): string {
  return formatDay(app.lastReviewEvent?.createdAt ?? app.creationDate);
}

/** Apps waiting for review: App, Developer, Submitted and a Review button. */
export function ReviewQueueTable({ apps }: ReviewQueueTableProps) {
  // Narrow screens show developer and date under the name instead of in their own columns.
  const wide = useTableColumnsRoom();
  return (
    <Table aria-label="Apps waiting for review" data-testid="review-queue" sx={listTableSx}>
      <TableHead>
        <TableRow>
          <TableCell>App</TableCell>
          {wide && <TableCell>Developer</TableCell>}
          {wide && <TableCell sx={{ width: 140 }}>Submitted</TableCell>}
          <TableCell align="right" sx={{ width: { xs: 88, sm: 130 } }}>
            <Box component="span" sx={visuallyHidden}>
              Review
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {apps.map((app) => {
          const developer = app.organization?.businessName || 'Unknown developer';
          return (
            <TableRow key={app.id} hover data-testid={`review-row-${app.id}`}>
              <TableCell sx={{ maxWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="review-row-name">
                  {app.name}
                </Typography>
                {!wide && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {developer} · {submittedAt(app)}
                  </Typography>
                )}
              </TableCell>
              {wide && (
                <TableCell sx={{ overflowWrap: 'anywhere' }} data-testid="review-row-developer">
                  {developer}
                </TableCell>
              )}
              {wide && (
                <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="review-row-submitted">
                  {submittedAt(app)}
                </TableCell>
              )}
              <TableCell align="right">
                <Button
                  href={reviewAppUrl(app.id)}
                  variant="outlined"
                  size="small"
                  endIcon={wide ? <ChevronRightIcon /> : undefined}
                  aria-label={`Review ${app.name}`}
                  data-testid={`review-open-${app.id}`}
                  sx={{ px: { xs: 1.5, sm: 2 }, minWidth: 0, whiteSpace: 'nowrap' }}
                >
                  Review
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
