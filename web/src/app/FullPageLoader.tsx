import { Center, Loader } from '@mantine/core';
import { ui } from './messages';

export function FullPageLoader() {
  return (
    <Center mih="50vh" data-testid="page-loading" aria-label={ui.loading} role="status">
      <Loader />
    </Center>
  );
}
