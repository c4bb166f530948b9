import { styled } from '@mui/material/styles';
import { LinkBehavior } from './LinkBehavior';

/** An inline text link in the theme's colour, underlined on hover (MUI's Link without its module). */
export const TextLink = styled(LinkBehavior)(({ theme }) => ({
  color: theme.palette.primary.main,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
}));
