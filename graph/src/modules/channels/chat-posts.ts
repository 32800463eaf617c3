import { postJson, type AttemptResult, type PostOptions } from './channel-attempt';

/**
 * A depot's chat channels (issue 39), by their incoming webhooks: Microsoft Teams takes an Adaptive Card in a message,
 * Slack a text (its incoming-webhook payload). Both through the outbound guard (channel-attempt.ts).
 */
export function teamsCard(subject: string, body: string) {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: subject, weight: 'Bolder', size: 'Medium', wrap: true },
            ...body
              .split('\n')
              .filter((l) => l.trim())
              .map((text) => ({ type: 'TextBlock', text, wrap: true, spacing: 'Small' })),
          ],
        },
      },
    ],
  };
}

export const slackMessage = (subject: string, body: string) => ({ text: `*${subject}*\n${body}` });

export const postTeams = (url: string, subject: string, body: string, o: PostOptions): Promise<AttemptResult> =>
  postJson(url, teamsCard(subject, body), o);

export const postSlack = (url: string, subject: string, body: string, o: PostOptions): Promise<AttemptResult> =>
  postJson(url, slackMessage(subject, body), o);
