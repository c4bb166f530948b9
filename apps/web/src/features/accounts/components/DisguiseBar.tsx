import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import TheaterComedyOutlinedIcon from '@mui/icons-material/TheaterComedyOutlined';
import { storeUser, toStoredUser } from '../../../shared/session/session';
import { organizationWithId } from '../../../shared/session/user-display';
import { AppAccountUserChangeOrgMutation } from '../disguise.operations';

export interface DisguiseBarProps {
  /** The organisation staff act for. */
  orgId: string;
  orgName: string | null | undefined;
  /** Their own organisation, where ending the disguise returns to. */
  ownOrgId: string;
}

/**
 * Staff disguised as an organisation (spec §2 Disguise dialog) see, on every portal screen, whose data they are
 * looking at and changing, and end the disguise from here: back to their own organisation, page reloaded as
 * confirming the dialog does.
 */
export function DisguiseBar({ orgId, orgName, ownOrgId }: DisguiseBarProps) {
  const [changeOrg, { loading }] = useMutation(AppAccountUserChangeOrgMutation);
  const [ending, setEnding] = useState(false);

  const end = async () => {
    setEnding(true);
    try {
      const { data } = await changeOrg({ variables: { id: ownOrgId } });
      if (!data) return setEnding(false);
      storeUser(toStoredUser(data.appAccountUserChangeOrg));
      window.location.reload();
    } catch {
      // the global snackbar shows the server's message; the bar stays to try again
      setEnding(false);
    }
  };

  const busy = loading || ending;
  return (
    <Box
      role="region"
      aria-label="Disguise"
      data-testid="disguise-bar"
      sx={{
        position: 'sticky',
        top: 64,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        display: 'flex',
        alignItems: 'center',
        flexWrap: { xs: 'nowrap', sm: 'wrap' },
        columnGap: { xs: 1.5, sm: 2 },
        rowGap: 1,
        px: { xs: 2, sm: 3 },
        py: { xs: 0.75, sm: 1 },
        bgcolor: 'warning.dark',
        color: 'common.white',
      }}
    >
      <TheaterComedyOutlinedIcon aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
      {/* a phone gets the short form, so the bar stays one line tall above the screen it covers */}
      <Typography sx={{ flex: { xs: '1 1 0', sm: '1 1 240px' }, minWidth: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          You are disguised as{' '}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          Disguised as{' '}
        </Box>
        <Box component="strong" data-testid="disguise-bar-org">
          {organizationWithId(orgName, orgId)}
        </Box>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          . Everything you see and change is theirs.
        </Box>
      </Typography>
      <Button
        variant="contained"
        size="small"
        onClick={() => void end()}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
        sx={{ bgcolor: 'common.white', color: 'warning.dark', '&:hover': { bgcolor: 'grey.100' }, whiteSpace: 'nowrap' }}
        data-testid="disguise-end"
      >
        End disguise
      </Button>
    </Box>
  );
}
