// Scenario: the kiosk's depot lookup (find-depot), through the REST shim and through GraphQL, beside a
// bare fastify route running the same SELECT with `pg`. Same process, same database, same load.
import Fastify from 'fastify';
import pg from 'pg';
import { load } from './lib.mjs';

export const name = 'kiosk depot lookup';

export async function run({ url, tenantName, depotCode, databaseUrl }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const bare = Fastify();
  bare.get('/bare/:tenant/:code', async (req) => {
    const { rows } = await pool.query(
      `select d.id, d.code, d.line1, d.line2, d.county, d.eir_code, d.time_zone, t.name, t.temp_min, t.temp_max
         from depot d join tenant t on t.id = d.tenant_id where lower(t.name) = lower($1) and lower(d.code) = lower($2)`,
      [req.params.tenant, req.params.code],
    );
    return rows[0];
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${bare.server.address().port}`;
  const t = encodeURIComponent(tenantName);
  const query = JSON.stringify({
    query: 'query($t:String!,$c:String!){ findDepot(tenantName:$t, depotCode:$c){ id code } }',
    variables: { t: tenantName, c: depotCode },
  });
  const results = {
    baseline: await load(() => fetch(`${bareUrl}/bare/${t}/${depotCode}`)),
    rest: await load(() => fetch(`${url}/api/find-depot/${t}/${depotCode}`)),
    graphql: await load(() => fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: query })),
  };
  await bare.close();
  await pool.end();
  return results;
}
