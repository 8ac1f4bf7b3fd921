// The baseline: Node's own HTTP server answering a small JSON body, nothing else.
import http from 'node:http';

const body = JSON.stringify({ isSuccess: true, message: 'ok', locale: 'en-US' });
http
  .createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
