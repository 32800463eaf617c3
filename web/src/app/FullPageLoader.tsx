import { Center, Loader } from '@mantine/core';
import { shellWords } from './shellWords';

export function FullPageLoader() {
  return (
    <Center mih="50vh" data-testid="page-loading" aria-label={shellWords.loading} role="status">
      <Loader />
    </Center>
  );
}
