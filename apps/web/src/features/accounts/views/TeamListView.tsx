import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { LIMITS } from '@appstore/shared/limits/limits';
import type { TeamUserFieldsFragment } from '../../../gql/graphql';
import { Loading } from '../../../shared/components/Loading';
import { Page } from '../../../shared/components/Page';
import { shownOfTotal } from '../../../shared/formatting';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { displayName } from '../../../shared/session/user-display';
import { usePortalUser } from '../../../shared/session/portal-user';
import { DeleteUserDialog } from '../components/DeleteUserDialog';
import { TeamTable } from '../components/TeamTable';
import { AppAccountUserListQuery } from '../operations';
import { teamAddUrl } from '../../../shared/urls/accounts';
import { useDeleteUser } from '../useUserMutations';
import { UI } from '../../../shared/ui';
import { QueryErrorNotice } from '../../../shared/components/QueryErrorNotice';

/** `/extranet/team`: the organisation's users, searchable (spec §2, §6). */
export default function TeamListView() {
  useDocumentTitle(pageTitle('Team'));
  const me = usePortalUser();
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedValue(search.trim(), UI.teamSearchDebounceMs);
  const { data, previousData, loading, error } = useQuery(AppAccountUserListQuery, {
    variables: { filter: { searchTerm: searchTerm || undefined }, sorting: 'NAME', first: LIMITS.teamListPageSize },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.appAccountUserList;
  const deleteUser = useDeleteUser();
  // The user stays set while the dialog fades out, so its text does not change on the way.
  const [removing, setRemoving] = useState<{ user: TeamUserFieldsFragment; open: boolean } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const closeRemove = () => setRemoving((current) => current && { ...current, open: false });

  const confirmRemove = async () => {
    if (!removing) return;
    setDeleting(true);
    try {
      await deleteUser(removing.user.id);
    } catch {
      // The snackbar shows why (spec §8).
    } finally {
      setDeleting(false);
      closeRemove();
    }
  };

  const users = list?.edges.map((edge) => edge.node) ?? [];
  const shown = users.length;
  const total = list?.totalCount ?? 0;

  return (
    <Page
      title="Team"
      subtitle="The people of your organization who can use the partner area."
      actions={
        me.accountOwner && (
          <Button variant="contained" href={teamAddUrl()} startIcon={<PersonAddAltOutlinedIcon />} data-testid="create-user-button">
            Create user
          </Button>
        )
      }
      data-testid="team-page"
    >
      <Card>
        <Box
          sx={{
            p: 2,
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1.5,
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'space-between',
          }}
        >
          <TextField
            type="search"
            size="small"
            placeholder="Search by name or e-mail"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ width: { xs: '100%', sm: 320 } }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search users', 'data-testid': 'team-search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          {list && (
            <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="team-count">
              {shownOfTotal(shown, total, 'user')}
            </Typography>
          )}
        </Box>
        <Box sx={{ height: 2 }}>{loading && list && <LinearProgress sx={{ height: 2 }} aria-label="Loading team" />}</Box>
        {list ? (
          <>
            <TeamTable
              users={users}
              currentUserId={me.id}
              canRemove={me.accountOwner}
              onRemove={(user) => setRemoving({ user, open: true })}
              emptyText={
                searchTerm ? (
                  <>
                    No users match &quot;{searchTerm}&quot;.{' '}
                    <Button size="small" onClick={() => setSearch('')} data-testid="team-clear-search">
                      Clear search
                    </Button>
                  </>
                ) : (
                  'No users yet.'
                )
              }
            />
            {!searchTerm && total === 1 && users[0]?.id === me.id && <OnlyMemberHint canAdd={me.accountOwner} />}
          </>
        ) : error ? (
          <Box sx={{ p: 2 }}>
            <QueryErrorNotice error={error} />
          </Box>
        ) : (
          <Loading />
        )}
      </Card>
      <DeleteUserDialog
        open={removing?.open ?? false}
        name={removing ? displayName(removing.user) : ''}
        busy={deleting}
        onConfirm={() => void confirmRemove()}
        onClose={closeRemove}
      />
    </Page>
  );
}

/** A team of one: who else belongs here, and how they get in. */
function OnlyMemberHint({ canAdd }: { canAdd: boolean }) {
  return (
    <Box
      data-testid="team-only-member"
      sx={{
        p: 2,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {canAdd
          ? 'You are the only member so far. Add the colleagues who build and support your apps: each gets their own login.'
          : 'You are the only member so far. Your account owner adds colleagues here.'}
      </Typography>
      {canAdd && (
        <Button variant="outlined" size="small" href={teamAddUrl()} data-testid="team-add-colleague">
          Add a colleague
        </Button>
      )}
    </Box>
  );
}
