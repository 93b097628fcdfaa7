// The yardstick of server/bench/api-bench.mjs: a bare Node http server answering fixed bytes with
// fixed headers, nothing else. Reads its answers from the JSON file named by argv[2]:
//   { "port": 3291, "answers": { "/path": { "headers": { … }, "body": "<base64>" } } }
import fs from 'node:fs';
import http from 'node:http';

const { port, answers } = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const ready = new Map(
  Object.entries(answers).map(([url, { headers, body }]) => {
    const bytes = Buffer.from(body, 'base64');
    return [url, { headers: { ...headers, 'content-length': String(bytes.length) }, bytes }];
  }),
);

http
  .createServer((req, res) => {
    const answer = ready.get(req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, answer.headers);
    res.end(answer.bytes);
  })
  .listen(port, '127.0.0.1', () => process.send?.('listening'));
