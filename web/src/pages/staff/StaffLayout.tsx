import { AppShell, Avatar, MantineThemeProvider, Box, Burger, Group, Menu, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { useQuery } from '@apollo/client/react';
import { Suspense, useEffect, useMemo } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../app/auth';
import { ui } from '../../app/messages';
import { useSideMenu } from '../../app/navigation';
import { paths } from '../../app/paths';
import { isSuperAdmin, mayViewPresence } from '../../app/roles';
import { staffTheme } from '../../app/staffTheme';
import { EvacuationBanner } from '../../modules/presence/EvacuationBanner';
import { WatchlistNotice } from '../../modules/watchlist/WatchlistNotice';
import { ApprovalNotice } from '../../modules/approvals/ApprovalNotice';
import { StaffDepotsDocument } from '../../modules/staff/documents';
import { BrandMark } from '../../ui/BrandMark';
import { FullPageLoader } from '../../app/FullPageLoader';
import classes from './StaffLayout.module.css';
import { st } from '../../i18n/staff';
import { useStaffLanguage } from '../../app/staffLanguage';

/** From this theme breakpoint up the side menu is always shown; below it, behind the burger. */
const NAV_BREAKPOINT = 'lg';

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '')).toUpperCase() || '?';
}

/**
 * The staff area's chrome (spec 2.3): header with the user menu, a side menu by role, the page. Below 75em (1200 px) the
 * side menu folds behind the burger, so the page keeps the whole width (issue 23). Issue 39: in the user's language,
 * loaded before the screens show; a change of it draws them again (the key of the page's box).
 */
export function StaffLayout() {
  const { user, logout } = useAuth();
  const location = useLocation();
  const [navOpen, nav] = useDisclosure(false);
  const theme = useMemo(staffTheme, []);
  const lng = useStaffLanguage(user?.language);
  const side = useSideMenu(user, location.pathname);
  // Issue 36: an evacuation under way at one of the user's depots shows on every screen (SuperAdmin has none of its own).
  const depots = useQuery(StaffDepotsDocument, { variables: { tenantId: null }, skip: !user || isSuperAdmin(user.role) });

  // On a phone the menu is a drawer: close it once a page is chosen.
  const closeNav = nav.close;
  useEffect(() => closeNav(), [location.pathname, closeNav]);

  if (!user || !lng || !side) return <FullPageLoader />;
  const { menu, section } = side;

  return (
    <MantineThemeProvider theme={theme}>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: { base: 240, xl: 264 }, breakpoint: NAV_BREAKPOINT, collapsed: { mobile: !navOpen } }}
        padding={{ base: 'md', sm: 'lg' }}
        className={classes.shell}
      >
        <AppShell.Header className={classes.header}>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={navOpen}
                onClick={nav.toggle}
                hiddenFrom={NAV_BREAKPOINT}
                size="sm"
                aria-label={st('account.openNavigation')}
                data-testid="burger"
              />
              <Box component={Link} to="/dashboard" className={classes.brand} aria-label={ui.productName}>
                <BrandMark compact />
              </Box>
            </Group>

            <Menu position="bottom-end" width={240} shadow="md" withinPortal>
              <Menu.Target>
                <UnstyledButton className={classes.userButton} data-testid="header-user-menu">
                  <Group gap="xs" wrap="nowrap">
                    <Avatar radius="xl" size={36} color="depot" name={user.name || user.username}>
                      {initials(user.name || user.username)}
                    </Avatar>
                    <Text fw={600} size="sm" className={classes.username} data-testid="header-username">
                      {user.username}
                    </Text>
                    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden>
                      <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{st('account.signedInAs')}</Menu.Label>
                <Box px="sm" pb="xs">
                  <Text fw={600} size="sm" truncate>
                    {user.name || user.username}
                  </Text>
                  <Text size="xs" c="dimmed" truncate data-testid="header-role">
                    {user.role}
                    {user.tenantName ? ` · ${user.tenantName}` : ''}
                  </Text>
                </Box>
                <Menu.Divider />
                <Menu.Item component={Link} to={paths.profile} data-testid="profile-link" py="sm">
                  {st('account.profileMenu')}
                </Menu.Item>
                <Menu.Item color="red" onClick={() => void logout()} data-testid="logout" py="sm">
                  {st('account.logout')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar p="sm" aria-label={st('account.mainNavigation')} className={classes.navbar}>
          <Stack gap={4} component="nav" data-testid="side-menu" data-menu={menu.kind}>
            {menu.items.map((item) => (
              <NavLink
                key={item.slug}
                component={Link}
                to={item.to}
                label={item.label}
                active={section === item.slug}
                variant="light"
                className={classes.navLink}
                data-testid={`side-menu-item-${item.slug}`}
              />
            ))}
          </Stack>
        </AppShell.Navbar>

        <AppShell.Main className={classes.main}>
          <Box maw={1120} mx="auto" className="staff-content" key={lng}>
            {/* @mantine/modals' manager (modals.openConfirmModal...) for the staff screens; the kiosk does without */}
            <ModalsProvider>
              {location.pathname === paths.evacuation ? null : <EvacuationBanner depots={depots.data?.depots ?? []} />}
              {mayViewPresence(user.role) ? <WatchlistNotice depots={depots.data?.depots ?? []} /> : null}
              {mayViewPresence(user.role) ? <ApprovalNotice depots={depots.data?.depots ?? []} /> : null}
              <Suspense fallback={<FullPageLoader />}>
                <Outlet />
              </Suspense>
            </ModalsProvider>
          </Box>
        </AppShell.Main>
      </AppShell>
    </MantineThemeProvider>
  );
}
