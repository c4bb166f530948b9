import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import type { TeamUserFieldsFragment } from '../../../gql/graphql';
import { displayName, initials } from '../../../shared/session/user-display';
import { teamUserUrl } from '../../../shared/urls/accounts';
import { listTableSx, useTableColumnsRoom } from '../../../shared/components/list-table';

export interface TeamTableProps {
  users: readonly TeamUserFieldsFragment[];
  currentUserId: string;
  /** Account owners remove users, never themselves (spec §6). */
  canRemove: boolean;
  onRemove: (user: TeamUserFieldsFragment) => void;
  /** Shown in place of the rows when there are none. */
  emptyText: ReactNode;
}

/** Spec §2: the team as a table of User, Email, Edit and Remove. */
export function TeamTable({ users, currentUserId, canRemove, onRemove, emptyText }: TeamTableProps) {
  // Narrow screens show the address under the name instead of in its own column (rendered once either way).
  const emailColumn = useTableColumnsRoom();
  return (
    <Table aria-label="Team members" data-testid="team-table" sx={listTableSx}>
      <TableHead>
        <TableRow>
          <TableCell>User</TableCell>
          {emailColumn && <TableCell>Email</TableCell>}
          <TableCell align="center" sx={{ width: { xs: 56, sm: 80 } }}>
            Edit
          </TableCell>
          {canRemove && (
            <TableCell align="center" sx={{ width: { xs: 64, sm: 80 } }}>
              Remove
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {users.length === 0 && (
          <TableRow>
            <TableCell
              colSpan={2 + (emailColumn ? 1 : 0) + (canRemove ? 1 : 0)}
              sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}
              data-testid="team-empty"
            >
              {emptyText}
            </TableCell>
          </TableRow>
        )}
        {users.map((user) => {
          const name = displayName(user);
          const self = user.id === currentUserId;
          return (
            <TableRow key={user.id} hover data-testid="team-row" data-user-id={user.id}>
              <TableCell sx={{ maxWidth: 0, width: { sm: '50%' } }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                  <Avatar
                    sx={{
                      display: { xs: 'none', sm: 'flex' },
                      width: 34,
                      height: 34,
                      fontSize: '0.8rem',
                      fontWeight: 700,
                      bgcolor: 'primary.main',
                    }}
                    aria-hidden
                  >
                    {initials(user)}
                  </Avatar>
                  <Box sx={{ minWidth: 0 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="team-user-name">
                        {name}
                      </Typography>
                      {self && <Chip label="You" size="small" sx={{ height: 20, fontSize: '0.7rem' }} />}
                      {user.accountOwner && (
                        <Chip label="Owner" size="small" color="primary" variant="outlined" sx={{ height: 20, fontSize: '0.7rem' }} />
                      )}
                    </Box>
                    {!emailColumn && (
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="team-user-email">
                        {user.email}
                      </Typography>
                    )}
                  </Box>
                </Box>
              </TableCell>
              {emailColumn && (
                <TableCell sx={{ overflowWrap: 'anywhere' }} data-testid="team-user-email">
                  {user.email}
                </TableCell>
              )}
              <TableCell align="center">
                <Tooltip title="Edit">
                  <IconButton href={teamUserUrl(user.id)} aria-label={`Edit ${name}`} data-testid="team-edit">
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
              {canRemove && (
                <TableCell align="center">
                  {/* nobody removes themselves or the account owner (spec §6; the server refuses both) */}
                  {!self && !user.accountOwner && (
                    <Tooltip title="Remove">
                      <IconButton onClick={() => onRemove(user)} aria-label={`Remove ${name}`} color="error" data-testid="team-remove">
                        <PersonRemoveOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
