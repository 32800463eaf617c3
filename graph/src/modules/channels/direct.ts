import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../core/config';
import { seal } from '../../core/auth/secret-box';
import { badInput } from '../../core/errors';
import { checkUrlShape, guardedFetch, resolveAllowed } from '../../core/http/outbound';
import { Messages } from '../../contracts/messages';
import { failed, type AttemptResult, type PostOptions } from './channel-attempt';

/**
 * A person's direct channels (issue 39), where the provider allows one:
 * - Slack: a direct message from the tenant's Slack bot (its token sealed on the tenant's SLACK endpoint with no depot,
 *   provider 'bot') to the person's Slack member id, by chat.postMessage through Slack's official SDK.
 * - Teams: the person's own Teams Workflows ("Post to a chat when a webhook request is received") webhook URL, a
 *   TEAMS endpoint of its own (no depot, provider 'workflow', the URL sealed), so a dead one pauses only its own messages.
 */
export const SLACK_BOT_PROVIDER = 'bot';
export const TEAMS_WORKFLOW_PROVIDER = 'workflow';

/** The URL's form and every address its host resolves to (the one outbound guard); a clear 400 on `field` otherwise. */
export async function assertChannelUrl(config: Pick<Config, 'webhooks'>, raw: string, field = 'url'): Promise<string> {
  const allow = config.webhooks.allowPrivate;
  const shape = checkUrlShape(raw, allow);
  if (!shape.ok) throw badInput(Messages.channelsUrlRefused(shape.reason), { [field]: [Messages.channelsUrlRefused(shape.reason)] });
  const resolved = await resolveAllowed(shape.url, allow);
  if ('reason' in resolved)
    throw badInput(Messages.channelsUrlRefused(resolved.reason), { [field]: [Messages.channelsUrlRefused(resolved.reason)] });
  return shape.url.toString();
}

/**
 * Sets, replaces or removes a person's Teams workflow endpoint in the caller's unit of work: `url` undefined keeps
 * `current`, null removes it, a URL (checked by assertChannelUrl first) replaces it. Answers the endpoint's id or null.
 */
export async function saveWorkflowEndpoint(
  em: EntityManager,
  config: Pick<Config, 'jwtSecret'>,
  tenantId: string,
  current: string | null,
  url: string | null | undefined,
): Promise<string | null> {
  if (url === undefined) return current;
  if (current) await em.execute(`delete from "channel_endpoint" where "id" = ? and "provider" = ?`, [current, TEAMS_WORKFLOW_PROVIDER]);
  if (url === null) return null;
  const [row]: { id: string }[] = await em.execute(
    `insert into "channel_endpoint" ("id", "created_at", "updated_at", "tenant_id", "depot_id", "channel", "provider", "secret", "hint")
     values (gen_random_uuid(), now(), now(), ?, null, 'TEAMS', ?, ?, ?) returning "id"`,
    [tenantId, TEAMS_WORKFLOW_PROVIDER, seal(config.jwtSecret, url), workflowHint(url)],
  );
  return row.id;
}

/** What staff see of a workflow URL: its host and the end of its path, never its signature. */
export const workflowHint = (url: string) => {
  const u = new URL(url);
  return `${u.host}…${u.pathname.slice(-12)}`.slice(0, 200);
};

/** The hint of a person's Teams workflow endpoint, when they have one. */
export async function workflowHintOf(em: EntityManager, endpointId: string | null | undefined): Promise<string | null> {
  if (!endpointId) return null;
  const [row]: { hint: string }[] = await em.execute(`select "hint" from "channel_endpoint" where "id" = ?`, [endpointId]);
  return row?.hint ?? null;
}

/**
 * A Slack direct message: chat.postMessage with the member id as the channel, by @slack/web-api's WebClient, its
 * requests through the one outbound guard (https, no private address, pinned, ended after the timeout) and at
 * `baseUrl` (SLACK_API_BASE: Slack's, or a test's fake). The SDK's own retries are off: the queue retries. Never throws.
 */
export async function postSlackDirect(
  token: string,
  memberId: string,
  subject: string,
  body: string,
  o: PostOptions & { baseUrl: string },
): Promise<AttemptResult> {
  let status: number | null = null;
  const guarded = guardedFetch({ allowLoopback: o.allowLoopback, timeoutMs: o.timeoutMs });
  const fetcher = async (url: string | URL, init?: RequestInit) => {
    const res = await guarded(url, init as never);
    status = res.status;
    return res;
  };
  try {
    const { WebClient, LogLevel } = await import('@slack/web-api');
    const client = new WebClient(token, {
      slackApiUrl: o.baseUrl.endsWith('/') ? o.baseUrl : `${o.baseUrl}/`,
      allowAbsoluteUrls: false,
      fetch: fetcher as never,
      retryConfig: { retries: 0 },
      rejectRateLimitedCalls: true,
      logLevel: LogLevel.ERROR,
    });
    await client.chat.postMessage({ channel: memberId, text: `*${subject}*\n${body}`, unfurl_links: false, unfurl_media: false });
    return { statusCode: status ?? 200, error: null, timedOut: false };
  } catch (err) {
    const e = err as { code?: string; data?: { error?: string } };
    // Slack answers 200 with ok:false for its own errors (channel_not_found, invalid_auth...): the attempt failed.
    if (e?.data?.error) return { statusCode: status, error: `Slack: ${e.data.error}`, timedOut: false };
    const cause = (err as { original?: unknown }).original ?? err;
    const out = failed(cause);
    return { ...out, statusCode: out.statusCode ?? (status && status >= 300 ? status : null) };
  }
}
