import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';

/** One span as a trace backend keeps it (OTLP/HTTP JSON, flattened). */
export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, unknown>;
}

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };
const valueOf = (v: AnyValue) => v.stringValue ?? v.intValue ?? v.boolValue ?? v.doubleValue;
const attrs = (list: KeyValue[] = []) => Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));

/**
 * A trace backend at the edge of the world: an OTLP/HTTP receiver (`/v1/traces`, JSON encoding:
 * OTEL_EXPORTER_OTLP_PROTOCOL=http/json) that keeps every span the processes under test export.
 */
export async function startOtlpCollector(): Promise<{ url: string; spans: CollectedSpan[]; close(): Promise<void> }> {
  const spans: CollectedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        if (req.url === '/v1/traces') {
          const parsed = JSON.parse(String(body)) as {
            resourceSpans?: {
              resource?: { attributes?: KeyValue[] };
              scopeSpans?: {
                spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: KeyValue[] }[];
              }[];
            }[];
          };
          for (const rs of parsed.resourceSpans ?? []) {
            const service = String(attrs(rs.resource?.attributes)['service.name']);
            for (const ss of rs.scopeSpans ?? [])
              for (const sp of ss.spans ?? [])
                spans.push({
                  service,
                  traceId: sp.traceId,
                  spanId: sp.spanId,
                  parentSpanId: sp.parentSpanId || undefined,
                  name: sp.name,
                  attributes: attrs(sp.attributes),
                });
          }
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
