import { Migration } from '@mikro-orm/migrations';

/**
 * oidc_sign_in.browser_hash (issue 40): the sha256 of the cookie that binds a single sign-on to the browser that
 * started it; the completion must bring that cookie. Sign-ins in flight at the upgrade (ten minutes at most) carry no
 * binding and could never complete: they are removed, and their users start again.
 */
export class Migration20261129_40_01_sso_browser_binding extends Migration {
  override async up(): Promise<void> {
    this.addSql(`delete from "oidc_sign_in";`);
    this.addSql(`alter table "oidc_sign_in" add column "browser_hash" varchar(64) not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "oidc_sign_in" drop column "browser_hash";`);
  }
}
