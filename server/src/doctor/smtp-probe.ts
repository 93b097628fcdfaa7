import net from 'node:net';
import os from 'node:os';
import tls from 'node:tls';

/**
 * Connects to the SMTP server of `smtpUrl`, reads its greeting, says EHLO and QUIT: whether lead
 * e-mails could leave, without sending one or logging in. Resolves to the server's EHLO answer's
 * first line; rejects with what went wrong.
 */
export function probeSmtp(smtpUrl: string, timeoutMs = 10_000): Promise<string> {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const port = Number(url.port) || (secure ? 465 : 587);
  return new Promise((resolve, reject) => {
    const socket: net.Socket = secure
      ? tls.connect({ host: url.hostname, port, servername: url.hostname })
      : net.connect({ host: url.hostname, port });
    let buffer = '';
    let step: 'greeting' | 'ehlo' | 'done' = 'greeting';
    const fail = (error: Error) => {
      if (step === 'done') return;
      step = 'done';
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(timeoutMs, () => fail(new Error(`sin respuesta en ${timeoutMs / 1000} s`)));
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('el servidor cerró la conexión')));
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      // A reply is complete at its last line: code, a space, text (continuation lines have a hyphen).
      const lines = buffer.split('\r\n');
      const last = lines.slice(0, -1).find((line) => /^\d{3} /.test(line));
      if (!last) return;
      buffer = '';
      const code = Number(last.slice(0, 3));
      if (step === 'greeting') {
        if (code !== 220) return fail(new Error(`saludo inesperado: ${last}`));
        step = 'ehlo';
        socket.write(`EHLO ${os.hostname() || 'localhost'}\r\n`);
      } else if (step === 'ehlo') {
        if (code !== 250) return fail(new Error(`EHLO rechazado: ${last}`));
        step = 'done';
        socket.end('QUIT\r\n');
        resolve((lines[0] ?? last).slice(4));
      }
    });
  });
}
