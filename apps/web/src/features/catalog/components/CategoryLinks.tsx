import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { LinkBehavior } from '../../../shared/components/LinkBehavior';
import { categoryUrl } from '../../../shared/urls/catalog';
import type { PublicCategory } from '../hooks/usePublicCategories';

/** A category as a pill-shaped link (drawn without MUI's Chip, which brings ButtonBase to the store's first load). */
const CategoryPill = styled(LinkBehavior)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 40,
  padding: '6px 14px',
  boxSizing: 'border-box',
  borderRadius: 20,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  fontWeight: 500,
  fontSize: '0.95rem',
  textDecoration: 'none',
  '@media (hover: hover)': { '&:hover': { borderColor: theme.palette.primary.main, color: theme.palette.primary.dark } },
  '&:focus-visible': { outline: `3px solid ${alpha(theme.palette.primary.main, 0.55)}`, outlineOffset: 2 },
}));

/** Home's "Browse by category": every category with its number of apps. */
export function CategoryLinks({ categories }: { categories: PublicCategory[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.25 }} data-testid="category-links">
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryPill href={categoryUrl(category.slug)} data-testid={`category-link-${category.slug}`}>
            {category.name}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }} aria-label={`${category.appCount} apps`}>
              {category.appCount}
            </Box>
          </CategoryPill>
        </li>
      ))}
    </Box>
  );
}
