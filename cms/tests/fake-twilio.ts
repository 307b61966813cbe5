import crypto from 'node:crypto';
import http from 'node:http';

/** One request the fake received: the Messages API's form fields, and the Basic auth it carried. */
type TwilioRequest = { method: string; path: string; auth: { user: string; password: string } | null; form: Record<string, string>; contentType: string };

/**
 * A loopback stand-in for Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json): it
 * records each request and answers as Twilio does (201 and a message resource), or with Twilio's
 * error body when `refuse` is set (an unverified number, say).
 */
export async function startFakeTwilio(opts: { refuse?: { status: number; code: number; message: string } } = {}) {
  const requests: TwilioRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
      const decoded = basic ? Buffer.from(basic[1], 'base64').toString('utf8') : null;
      const auth = decoded ? { user: decoded.slice(0, decoded.indexOf(':')), password: decoded.slice(decoded.indexOf(':') + 1) } : null;
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: req.method ?? '', path: req.url ?? '', auth, form, contentType: String(req.headers['content-type'] ?? '') });
      res.setHeader('Content-Type', 'application/json');
      if (opts.refuse) {
        res.writeHead(opts.refuse.status).end(JSON.stringify({ code: opts.refuse.code, message: opts.refuse.message, status: opts.refuse.status }));
        return;
      }
      const sid = `SM${crypto.randomBytes(16).toString('hex')}`;
      res.writeHead(201).end(JSON.stringify({ sid, status: 'queued', to: form.To, from: form.From ?? null, body: form.Body, messaging_service_sid: form.MessagingServiceSid ?? null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
