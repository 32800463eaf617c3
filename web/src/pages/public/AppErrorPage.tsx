import { Button, Center, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { shellWords as ui } from '../../app/shellWords';
import { paths } from '../../app/paths';
import { NotFoundPage } from './NotFoundPage';

/** The router's error element: a thrown render error or a chunk that failed to load. */
export function AppErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center mih="100dvh" px="md">
      <Container size={480} data-testid="app-error">
        <Stack align="center" ta="center" gap="md">
          <Title order={1} size="h2">
            {ui.appErrorTitle}
          </Title>
          <Text c="dimmed">{ui.appErrorBody}</Text>
          <Group>
            <Button onClick={() => window.location.reload()}>{ui.reload}</Button>
            <Button variant="default" component={Link} to={paths.home} reloadDocument>
              {ui.goHome}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Center>
  );
}
