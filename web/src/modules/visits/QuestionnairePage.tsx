import { Box } from '@mantine/core';
import { useParams } from 'react-router';
import { Questionnaire } from './Questionnaire';

/** /visit/:visitId/questionnaire: opened in its own tab, without the staff chrome, so it prints as a page. */
export function QuestionnairePage() {
  const { visitId = '' } = useParams();
  return (
    <Box p={{ base: 'sm', sm: 'xl' }} bg="gray.0" mih="100vh">
      <Questionnaire visitId={visitId} />
    </Box>
  );
}
