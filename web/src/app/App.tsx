import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from 'react-router';
import { apolloClient } from './apollo';
import { router } from './router';
import { theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" limit={4} zIndex={1000} />
      <ApolloProvider client={apolloClient}>
        <ModalsProvider>
          <RouterProvider router={router} />
        </ModalsProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}
