import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LinkBehavior } from '../../shared/components/LinkBehavior';
import { LogoMark } from '../../shared/components/LogoMark';

/** Spec §1: the logo carries the title 'App Store' and links to /. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box
      component={LinkBehavior}
      href="/"
      data-testid="logo"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        textDecoration: 'none',
        color: inverted ? 'common.white' : 'text.primary',
        borderRadius: '6px',
        flexShrink: 0,
      }}
    >
      <LogoMark />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.15rem', letterSpacing: '-0.02em', whiteSpace: 'nowrap' }}>
        App Store
      </Typography>
    </Box>
  );
}
