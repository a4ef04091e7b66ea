import type { User } from '@atelier/contracts';
import type { ReactNode } from 'react';
import { Box, Burger, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { useShopLogo, useShopName } from '../../features/brands/api';
import { CommandPaletteTrigger } from '../../features/command-palette';
import { HeaderSearch } from '../../features/search/components/HeaderSearch';
import { TrialBadge } from '../../shared/plan/TrialBadge';
import { LogoMark } from '../../shared/ui/LogoMark';
import { pictureUrl } from '../../shared/ui/pictureUrl';
import classes from './AppHeader.module.css';
import { ALL_MENU } from './menuRegistry';
import { UserMenu } from './UserMenu';

interface AppHeaderProps {
  user: User;
  navOpened: boolean;
  onToggleNav: () => void;
  /** The general 'Pointer' (shell §4), beside the user menu. */
  clock?: ReactNode;
}

/** Brand mark and shop name on the left, the global search, the user menu on the right (shell spec §2). */
export function AppHeader({ user, navOpened, onToggleNav, clock }: AppHeaderProps) {
  const { t } = useTranslation();
  const name = useShopName();
  const logo = pictureUrl(useShopLogo());
  return (
    // 60 px: the clock-in strip, when a clock runs, is a second row under this one.
    <Group h={60} px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="md" size="sm" aria-label={navOpened ? t('nav.close') : t('nav.open')} />
        <UnstyledButton component={Link} to="/" className={classes.brand} aria-label={t('nav.home', { name })}>
          {logo ? <Image src={logo} alt="" w={30} h={30} fit="contain" radius="sm" className={classes.logo} data-testid="shop-logo" /> : <LogoMark size={30} />}
          <Text component="span" fw={700} size="lg" truncate data-testid="shop-name" className={classes.name}>
            {name}
          </Text>
        </UnstyledButton>
      </Group>
      {/* Hidden on small screens (shell spec §2 "Global search"). */}
      <Box visibleFrom="md" className={classes.search}>
        <HeaderSearch />
      </Box>
      <Group gap="xs" wrap="nowrap">
        <CommandPaletteTrigger menu={ALL_MENU} />
        <TrialBadge />
        {clock}
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
