import { Migration } from '@mikro-orm/migrations';

/**
 * Direct messages (issue 39): a person's Slack member id (for the tenant's Slack bot, a SLACK endpoint with no depot
 * and provider 'bot') and their own Teams workflow webhook (a TEAMS endpoint with provider 'workflow', one per person,
 * so outside the one-per-scope index), on a staff user's preference and on a directory host; the channels SLACK_DM
 * and TEAMS_DM in the delivery log.
 */
export class Migration20261209_39_11_direct_messages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "channel_endpoint_scope_uq";`);
    this.addSql(
      `create unique index "channel_endpoint_scope_uq" on "channel_endpoint" ("tenant_id", "channel", coalesce("depot_id", '00000000-0000-0000-0000-000000000000'::uuid)) where "provider" <> 'workflow';`,
    );
    for (const table of ['channel_preference', 'host']) {
      this.addSql(`alter table "${table}" add column if not exists "slack_member_id" varchar(24) null;`);
      this.addSql(
        `alter table "${table}" add column if not exists "teams_endpoint_id" uuid null references "channel_endpoint" ("id") on update cascade on delete set null;`,
      );
    }
    this.addSql(`alter table "channel_delivery" drop constraint if exists "channel_delivery_channel_check";`);
    this.addSql(
      `alter table "channel_delivery" add constraint "channel_delivery_channel_check" check ("channel" in ('EMAIL', 'SMS', 'TEAMS', 'SLACK', 'SLACK_DM', 'TEAMS_DM'));`,
    );
    // A person's workflow endpoint goes with them.
    this.addSql(`create or replace function "channel_workflow_gone"() returns trigger language plpgsql as $$
      begin
        if old."teams_endpoint_id" is not null then delete from "channel_endpoint" where "id" = old."teams_endpoint_id" and "provider" = 'workflow'; end if;
        return old;
      end $$;`);
    for (const table of ['channel_preference', 'host'])
      this.addSql(
        `create trigger "${table}_workflow_gone" after delete on "${table}" for each row execute function "channel_workflow_gone"();`,
      );
  }

  override async down(): Promise<void> {
    for (const table of ['channel_preference', 'host']) {
      this.addSql(`drop trigger if exists "${table}_workflow_gone" on "${table}";`);
      this.addSql(`alter table "${table}" drop column if exists "teams_endpoint_id", drop column if exists "slack_member_id";`);
    }
    this.addSql(`drop function if exists "channel_workflow_gone"();`);
    this.addSql(`delete from "channel_delivery" where "channel" in ('SLACK_DM', 'TEAMS_DM');`);
    this.addSql(`alter table "channel_delivery" drop constraint if exists "channel_delivery_channel_check";`);
    this.addSql(
      `alter table "channel_delivery" add constraint "channel_delivery_channel_check" check ("channel" in ('EMAIL', 'SMS', 'TEAMS', 'SLACK'));`,
    );
    this.addSql(`delete from "channel_endpoint" where "provider" in ('workflow', 'bot');`);
    this.addSql(`drop index if exists "channel_endpoint_scope_uq";`);
    this.addSql(
      `create unique index "channel_endpoint_scope_uq" on "channel_endpoint" ("tenant_id", "channel", coalesce("depot_id", '00000000-0000-0000-0000-000000000000'::uuid));`,
    );
  }
}
