import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122124420 } from './Migration20261122124420';
import { Migration20261122230000_visit_reasons } from './Migration20261122230000_visit_reasons';
import { Migration20261122233000_mail_delivery } from './Migration20261122233000_mail_delivery';
import { Migration20261122225602 } from './Migration20261122225602';
import { Migration20261123110000_edges } from './Migration20261123110000_edges';
import { Migration20261124100000_outbox_done } from './Migration20261124100000_outbox_done';
import { Migration20261123105141_tenant_archived_at } from './Migration20261123105141_tenant_archived_at';
import { Migration20261123120000_visitor_exports } from './Migration20261123120000_visitor_exports';
import { Migration20261126100000_presence } from './Migration20261126100000_presence';
import { Migration20261126120000_evacuation_export } from './Migration20261126120000_evacuation_export';
import { Migration20261126140000_kiosk_devices } from './Migration20261126140000_kiosk_devices';
import { Migration20261126_2_01_visit_reason_retire } from './Migration20261126_2_01_visit_reason_retire';
import { Migration20261126_2_02_tenant_kiosk_texts } from './Migration20261126_2_02_tenant_kiosk_texts';
import { Migration20261126_3_01_kiosk_entries } from './Migration20261126_3_01_kiosk_entries';
import { Migration20261126_3_01_kiosk_languages } from './Migration20261126_3_01_kiosk_languages';
import { Migration20261126_4_01_audit_log } from './Migration20261126_4_01_audit_log';
import { Migration20261126_7_01_api_keys } from './Migration20261126_7_01_api_keys';
import { Migration20261126_8_01_webhooks } from './Migration20261126_8_01_webhooks';
import { Migration20261126_4_02_audit_export } from './Migration20261126_4_02_audit_export';
import { Migration20261126_5_01_retention } from './Migration20261126_5_01_retention';
import { Migration20261126_6_01_staff_signin } from './Migration20261126_6_01_staff_signin';

/** Every migration, in order: explicit, so tsc output, jest and the worker see the same list. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122124420', class: Migration20261122124420 },
  { name: 'Migration20261122225602', class: Migration20261122225602 },
  { name: 'Migration20261122230000_visit_reasons', class: Migration20261122230000_visit_reasons },
  { name: 'Migration20261122233000_mail_delivery', class: Migration20261122233000_mail_delivery },
  { name: 'Migration20261123105141_tenant_archived_at', class: Migration20261123105141_tenant_archived_at },
  { name: 'Migration20261123110000_edges', class: Migration20261123110000_edges },
  { name: 'Migration20261123120000_visitor_exports', class: Migration20261123120000_visitor_exports },
  { name: 'Migration20261124100000_outbox_done', class: Migration20261124100000_outbox_done },
  { name: 'Migration20261126100000_presence', class: Migration20261126100000_presence },
  { name: 'Migration20261126_2_01_visit_reason_retire', class: Migration20261126_2_01_visit_reason_retire },
  { name: 'Migration20261126_2_02_tenant_kiosk_texts', class: Migration20261126_2_02_tenant_kiosk_texts },
  { name: 'Migration20261126120000_evacuation_export', class: Migration20261126120000_evacuation_export },
  { name: 'Migration20261126140000_kiosk_devices', class: Migration20261126140000_kiosk_devices },
  { name: 'Migration20261126_3_01_kiosk_entries', class: Migration20261126_3_01_kiosk_entries },
  { name: 'Migration20261126_3_01_kiosk_languages', class: Migration20261126_3_01_kiosk_languages },
  { name: 'Migration20261126_4_01_audit_log', class: Migration20261126_4_01_audit_log },
  { name: 'Migration20261126_4_02_audit_export', class: Migration20261126_4_02_audit_export },
  { name: 'Migration20261126_5_01_retention', class: Migration20261126_5_01_retention },
  { name: 'Migration20261126_6_01_staff_signin', class: Migration20261126_6_01_staff_signin },
  { name: 'Migration20261126_7_01_api_keys', class: Migration20261126_7_01_api_keys },
  { name: 'Migration20261126_8_01_webhooks', class: Migration20261126_8_01_webhooks },
];
