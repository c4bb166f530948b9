import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { AppStatus, AppType } from '../../../gql/graphql';
import { AppStatusChip } from '../../../shared/apps/AppStatusChip';

import { reviewQueueUrl } from '../../../shared/urls/app-review';
import { formatDay } from '@appstore/shared/dates/format';

export interface ReviewAppHeaderProps {
  name: string;
  status: AppStatus;
  type: AppType;
  developer: { businessName: string; businessEmail: string | null } | null;
  /** The last review event, e.g. the submission that put the app in the queue. */
  lastEvent: { decision: string; createdAt: string } | null;
  /** The decision buttons. */
  actions?: ReactNode;
}

const EVENT_TEXT: Record<string, string> = {
  SUBMITTED: 'Submitted',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  UNPUBLISHED: 'Unpublished',
  WITHDRAWN: 'Withdrawn',
};

/** The reviewed app: its name and status, who made it, and the decisions staff can take. */
export function ReviewAppHeader({ name, status, type, developer, lastEvent, actions }: ReviewAppHeaderProps) {
  return (
    <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
      <Button href={reviewQueueUrl()} startIcon={<ArrowBackIcon />} sx={{ mb: 1.5, ml: -1 }} data-testid="review-back">
        App reviews
      </Button>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'stretch', md: 'flex-end' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, overflowWrap: 'anywhere' }}
              data-testid="review-app-name"
            >
              {name}
            </Typography>
            <AppStatusChip status={status} type={type} />
          </Box>
          <Typography color="text.secondary" sx={{ mt: 0.75, overflowWrap: 'anywhere' }} data-testid="review-developer">
            By {developer?.businessName || 'Unknown developer'}
            {developer?.businessEmail && (
              <>
                {' · '}
                <Link href={`mailto:${developer.businessEmail}`}>{developer.businessEmail}</Link>
              </>
            )}
          </Typography>
          {lastEvent && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }} data-testid="review-last-event">
              {EVENT_TEXT[lastEvent.decision] ?? lastEvent.decision} {formatDay(lastEvent.createdAt)}
            </Typography>
          )}
        </Box>
        {actions && (
          <Box
            sx={{
              display: 'flex',
              flexShrink: 0,
              gap: 1,
              // side by side, each half the width, on a phone: easy to hit, hard to mix up
              '& > .MuiButton-root': { flex: { xs: 1, md: 'none' } },
            }}
          >
            {actions}
          </Box>
        )}
      </Box>
    </Box>
  );
}
