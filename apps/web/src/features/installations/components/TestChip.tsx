import Chip from '@mui/material/Chip';

/** Marks the partner's own test installation; amber text in the theme's dark shade, readable on white (5:1). */
export function TestChip() {
  return (
    <Chip
      label="Test"
      size="small"
      color="secondary"
      variant="outlined"
      sx={{ color: 'secondary.dark', borderColor: 'secondary.main' }}
      data-testid="installation-test-chip"
    />
  );
}
