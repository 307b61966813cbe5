import net from 'node:net';

/** What the fake answers to one message: accept it, refuse it for now (451), reject it (550), answer after `delayMs`, or never answer. */
export type SmtpAnswer = 'accept' | 'refuse' | 'reject' | 'hold' | { delayMs: number };
export type SmtpAttempt = { to: string[]; data: string; at: number; answer: SmtpAnswer };

/**
 * A loopback SMTP server whose answer to each message the test chooses (a slow, refusing or stuck
 * mail server). `delivered` holds the messages it accepted; `attempts` every message it was sent.
 */
export async function startFakeSmtp(decide: (attempt: Omit<SmtpAttempt, 'answer'>) => SmtpAnswer) {
  const attempts: SmtpAttempt[] = [];
  const delivered: SmtpAttempt[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const base = { to, data, at: Date.now() };
          const answer = decide(base);
          const attempt = { ...base, answer };
          attempts.push(attempt);
          const accept = () => {
            if (socket.destroyed) return;
            delivered.push(attempt);
            reply('250 2.0.0 queued');
          };
          if (answer === 'accept') accept();
          else if (answer === 'refuse') reply('451 4.3.0 try again later');
          else if (answer === 'reject') reply('550 5.1.1 mailbox unavailable');
          else if (answer !== 'hold') setTimeout(accept, answer.delayMs);
          to = [];
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') reply('250 2.1.0 ok');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          to = [];
          reply('250 ok');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    attempts,
    delivered,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
