import { Fragment } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import { isNavItemActive } from '../nav-match';
import type { PortalNavItem } from '../nav-items';
import { UI } from '../../../shared/ui';

export const DRAWER_WIDTH = UI.drawerWidthPx;
export const PORTAL_NAV_ID = 'portal-nav';

export interface PortalDrawerProps {
  items: readonly PortalNavItem[];
  /** Staff items, under an 'Admin' heading (only passed for admin users). */
  adminItems?: readonly PortalNavItem[];
  pathname: string;
  /** Wide screens keep the drawer open beside the content; narrow ones open it over the content. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

function NavItems({
  items,
  pathname,
  depth,
  onNavigate,
}: {
  items: readonly PortalNavItem[];
  pathname: string;
  depth: number;
  onNavigate: () => void;
}) {
  return items.map((item) => {
    const active = isNavItemActive(item, pathname);
    const Icon = item.icon;
    return (
      <Fragment key={item.href}>
        {/* a list holds list items only: the link sits in one */}
        <ListItem disablePadding sx={{ display: 'block' }}>
          <ListItemButton
            href={item.href}
            selected={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            data-testid={item.testId}
            sx={(theme) => ({
              borderRadius: 2,
              mb: 0.5,
              pl: depth > 0 ? 6.5 : 1.5,
              py: depth > 0 ? 0.5 : 0.875,
              color: 'text.secondary',
              '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
              '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.06), color: 'text.primary' },
              '&.Mui-selected, &.Mui-selected:hover': {
                bgcolor: alpha(theme.palette.primary.main, 0.1),
                color: 'primary.dark',
              },
            })}
          >
            {Icon && (
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
            )}
            <ListItemText
              primary={
                item.badge ? (
                  <Badge
                    badgeContent={item.badge}
                    color="secondary"
                    sx={{ '& .MuiBadge-badge': { right: -14, top: '50%' } }}
                    slotProps={{ badge: { 'data-testid': `${item.testId}-badge` } as object }}
                  >
                    {item.label}
                  </Badge>
                ) : (
                  item.label
                )
              }
              slotProps={{ primary: { fontWeight: active ? 700 : 600, fontSize: depth > 0 ? '0.875rem' : '0.9375rem' } }}
            />
          </ListItemButton>
        </ListItem>
        {item.children && <NavItems items={item.children} pathname={pathname} depth={depth + 1} onNavigate={onNavigate} />}
      </Fragment>
    );
  });
}

/** The partner area's side drawer (spec §2): 240 px, beside the content from 768 px, otherwise on demand. */
export function PortalDrawer({ items, adminItems, pathname, permanent, open, onClose }: PortalDrawerProps) {
  const content = (
    <>
      <Toolbar sx={{ minHeight: { xs: 64 } }} />
      <Box component="nav" aria-label="Partner area" id={PORTAL_NAV_ID} sx={{ px: 1.5, py: 2 }} data-testid="portal-nav">
        <List disablePadding>
          <NavItems items={items} pathname={pathname} depth={0} onNavigate={permanent ? () => undefined : onClose} />
        </List>
        {adminItems && adminItems.length > 0 && (
          <List
            disablePadding
            aria-label="Admin"
            data-testid="portal-nav-admin"
            subheader={
              <ListSubheader
                disableSticky
                sx={{
                  bgcolor: 'transparent',
                  lineHeight: 2.5,
                  mt: 1.5,
                  px: 1.5,
                  fontWeight: 700,
                  letterSpacing: 0.6,
                  textTransform: 'uppercase',
                  fontSize: '0.75rem',
                }}
              >
                Admin
              </ListSubheader>
            }
          >
            <NavItems items={adminItems} pathname={pathname} depth={0} onNavigate={permanent ? () => undefined : onClose} />
          </List>
        )}
      </Box>
    </>
  );

  const paperSx = {
    width: DRAWER_WIDTH,
    boxSizing: 'border-box',
    borderRight: 1,
    borderColor: 'divider',
    bgcolor: 'background.paper',
  } as const;

  if (permanent) {
    return (
      <Drawer variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paperSx }} data-testid="portal-drawer">
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{ '& .MuiDrawer-paper': paperSx }}
      data-testid="portal-drawer"
    >
      {content}
    </Drawer>
  );
}
