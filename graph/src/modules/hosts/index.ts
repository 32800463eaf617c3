import { feature, type ContextOf } from '../../core/feature';
import { Host, ScimGroup } from './host.entity';
import { HostResolver } from './host.resolver';
import { HostService } from './host.service';
import { ScimService } from './scim.service';

/**
 * Hosts from a directory (issue 39): the tenant's people directory, kept by hand (staff screen), by xlsx upload (the
 * imports feature's runner lands the rows) or by the tenant's identity provider over SCIM 2.0 (scim.http.ts, mounted at
 * /scim/v2 by the app). Booking picks a host from it, the kiosk's walk-in form offers its hosts, and channels/notify.ts
 * tells a host by their own channels and language.
 */
export const hosts = feature({
  name: 'hosts',
  services: { hosts: (d) => new HostService(d), scim: (d) => new ScimService(d) },
  entities: [Host, ScimGroup],
  resolvers: [HostResolver],
});

export type HostsContext = ContextOf<typeof hosts>;
