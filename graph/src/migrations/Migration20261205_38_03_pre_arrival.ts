import { Migration } from '@mikro-orm/migrations';

/**
 * A visitor who arrives ready (issue 38): what a planned visitor gave on the pre-arrival page (one row per visit: car
 * registration, rule answers, the agreement version accepted, the signature) and the links mailed with the booking
 * (the token's sha256 only). Both go with their visit; retention and erasure delete them with the visitor.
 */
export class Migration20261205_38_03_pre_arrival extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "pre_arrival" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "visit_id" uuid not null references "visit" ("id") on update cascade on delete cascade,
      "car_reg" varchar(16) not null, "rule_answers" jsonb not null,
      "agreement_version_id" uuid not null references "agreement_version" ("id") on update cascade,
      "signature" bytea null, "completed_at" timestamptz not null,
      constraint "pre_arrival_pkey" primary key ("id"));`);
    this.addSql(`create unique index "pre_arrival_visit_uniq" on "pre_arrival" ("visit_id");`);
    this.addSql(`create table "pre_arrival_link" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "visit_id" uuid not null references "visit" ("id") on update cascade on delete cascade,
      "token_hash" varchar(64) not null,
      constraint "pre_arrival_link_pkey" primary key ("id"));`);
    this.addSql(`create unique index "pre_arrival_link_token_uniq" on "pre_arrival_link" ("token_hash");`);
    this.addSql(`create index "pre_arrival_link_visit_idx" on "pre_arrival_link" ("visit_id");`);
    this.addSql(
      `create trigger "pre_arrival_audit" after insert or update or delete on "pre_arrival" for each row execute function audit_row('car_reg', 'rule_answers', 'signature');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "pre_arrival_link";`);
    this.addSql(`drop table if exists "pre_arrival";`);
  }
}
