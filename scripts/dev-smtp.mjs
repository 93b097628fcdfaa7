// `node scripts/dev-smtp.mjs [port]`: a local SMTP server for trying lead notifications
// (README "Trying notifications locally"). It accepts every message, without TLS or login, and
// prints each one: envelope, subject, Reply-To and the text body. Development only.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2] ?? process.env.DEV_SMTP_PORT ?? 2525);
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        console.log('\n──────── correo recibido ────────');
        console.log(`Para:      ${session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ')}`);
        console.log(`De:        ${mail.from?.text ?? ''}`);
        console.log(`Responder: ${mail.replyTo?.text ?? ''}`);
        console.log(`Asunto:    ${mail.subject ?? ''}\n`);
        console.log(mail.text ?? '');
        callback();
      })
      .catch((error) => callback(error));
  },
});
server.listen(port, '127.0.0.1', () => {
  console.log(`Servidor SMTP de prueba en smtp://127.0.0.1:${port} (Ctrl+C para salir)`);
});
process.on('SIGINT', () => server.close(() => process.exit(0)));
