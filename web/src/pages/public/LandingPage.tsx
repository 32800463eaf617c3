import { Box, Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { shellWords as ui } from '../../app/shellWords';
import { paths } from '../../app/paths';
import { BrandMark } from '../../ui/BrandMark';
import classes from './LandingPage.module.css';

/** `/`: the start page and the kiosk's "back-button page" (spec 2.1). */
export function LandingPage() {
  return (
    <Box className={classes.page} data-testid="landing">
      <Container size="sm" className={classes.inner}>
        <Stack gap="xl" align="center" ta="center">
          <BrandMark size="lg" />
          <Stack gap="sm" align="center">
            <Title order={1} className={classes.title}>
              {ui.productTagline}
            </Title>
            <Text c="dimmed" size="lg" maw={520}>
              {ui.landingIntro}
            </Text>
          </Stack>
          <Button
            component={Link}
            to={paths.login}
            size="xl"
            px={48}
            w={{ base: '100%', xs: 'auto' }}
            maw={360}
            data-testid="landing-admin-login"
          >
            {ui.adminLogin}
          </Button>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt={56}>
          {ui.landingHighlights.map((h) => (
            <Paper key={h.title} withBorder radius="lg" p="lg" className={classes.card}>
              <Text fw={650} mb={4}>
                {h.title}
              </Text>
              <Text size="sm" c="dimmed">
                {h.body}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
