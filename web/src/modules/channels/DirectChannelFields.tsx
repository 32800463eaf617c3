import { PasswordInput, TextInput } from '@mantine/core';
import { st } from '../../i18n/staff';

export interface DirectChannelValues {
  slackMemberId: string;
  teamsWorkflowUrl: string;
}

/**
 * A person's direct channels (issue 39): their Slack member id (for the tenant's Slack bot) and their own Teams
 * workflow URL (write-only: what is held shows as its hint; left empty, it is kept). For the profile and the directory.
 */
export function DirectChannelFields({
  values,
  teamsHint,
  errors = {},
  onChange,
  testIdPrefix,
}: {
  values: DirectChannelValues;
  teamsHint: string | null;
  errors?: Partial<Record<keyof DirectChannelValues, string>>;
  onChange: (field: keyof DirectChannelValues, value: string) => void;
  testIdPrefix: string;
}) {
  return (
    <>
      <TextInput
        label={st('channels.slackMemberId')}
        description={st('channels.slackMemberHelp')}
        placeholder="U0123ABCD"
        value={values.slackMemberId}
        onChange={(e) => onChange('slackMemberId', e.currentTarget.value)}
        error={errors.slackMemberId}
        size="md"
        data-testid={`${testIdPrefix}-slack-member`}
      />
      <PasswordInput
        label={st('channels.teamsWorkflowUrl')}
        description={st('channels.teamsWorkflowHelp')}
        placeholder={teamsHint ? st('channels.setTo', { hint: teamsHint }) : 'https://…'}
        autoComplete="off"
        value={values.teamsWorkflowUrl}
        onChange={(e) => onChange('teamsWorkflowUrl', e.currentTarget.value)}
        error={errors.teamsWorkflowUrl}
        size="md"
        data-testid={`${testIdPrefix}-teams-workflow`}
      />
    </>
  );
}
