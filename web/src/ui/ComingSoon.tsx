import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ui } from '../app/messages';

/** An honest placeholder for a screen whose contents come in a later release. */
export function ComingSoon({ screen, detail }: { screen: string; detail?: React.ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="coming-soon" data-screen={screen}>
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" strokeLinecap="round" />
          </svg>
        </ThemeIcon>
        <Title order={2} size="h3" data-testid="coming-soon-screen">
          {screen}
        </Title>
        <Text c="dimmed">{ui.comingSoonBody}</Text>
        {detail}
      </Stack>
    </Paper>
  );
}
