// One HTTP request of the bench scripts: status, headers and the body as a Buffer.
import http from 'node:http';

/** Sends one request (through `agent` when given, e.g. a keep-alive agent) and resolves its answer; rejects when none came. */
export function request(url, { method = 'GET', headers = {}, body, agent } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
