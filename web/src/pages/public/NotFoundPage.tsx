import { Button, Center, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { shellWords as ui } from '../../app/shellWords';
import { paths } from '../../app/paths';

/** Any unknown path (spec 2.1). */
export function NotFoundPage() {
  return (
    <Center mih="100dvh" bg="gray.0" px="md">
      <Container size={480} py="xl" data-testid="not-found">
        <Stack align="center" ta="center" gap="md">
          <Text fz={72} fw={800} lh={1} c="depot.2" aria-hidden>
            404
          </Text>
          <Title order={1} size="h2">
            {ui.notFoundTitle}
          </Title>
          <Text c="dimmed" size="lg">
            {ui.notFoundBody}
          </Text>
          <Button component={Link} to={paths.home} size="lg" mt="sm" data-testid="not-found-home">
            {ui.goHome}
          </Button>
        </Stack>
      </Container>
    </Center>
  );
}
