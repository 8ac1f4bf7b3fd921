// A stand-in OpenTelemetry collector for bench/observability-cost.ts: accepts OTLP/HTTP JSON
// exports on PORT (POST /v1/traces), counts the spans it is sent and answers 200, as a collector
// on the same host would. GET /count answers the number of spans received so far.
import { createServer } from 'node:http';

let spans = 0;
createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/count') return res.end(String(spans));
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      for (const r of body.resourceSpans ?? []) for (const s of r.scopeSpans ?? []) spans += (s.spans ?? []).length;
    } catch {
      // not JSON: still answered, as a collector would refuse it without stopping
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
}).listen(Number(process.env.PORT ?? 4318), '127.0.0.1');
