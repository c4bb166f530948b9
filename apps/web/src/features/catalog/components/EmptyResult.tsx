import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';

/** Spec §2: the empty result of the home grid and the search page. */
export function EmptyResult() {
  return (
    <Box
      data-testid="empty-result"
      sx={{
        textAlign: 'center',
        py: 8,
        px: 2,
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: '16px',
        bgcolor: 'background.paper',
      }}
    >
      <SearchOffIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        Nothing here
      </Typography>
      <Typography color="text.secondary">No apps found for current condition</Typography>
    </Box>
  );
}
