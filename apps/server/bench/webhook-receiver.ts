/**
 * The partners' webhook endpoint on loopback: answers 200 at once and notes each delivery's webhook-id, path
 * and arrival time. It runs in a worker thread, so its work does not share the event loop that sends the load
 * and times the answers.
 */
import { Worker } from 'node:worker_threads';

const RECEIVER = `
const http = require('node:http');
const { parentPort } = require('node:worker_threads');
const arrivals = [];
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    arrivals.push([String(req.headers['webhook-id']), req.url, Date.now()]);
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
  });
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (m) => {
  if (m === 'collect') parentPort.postMessage({ arrivals: arrivals.splice(0) });
  if (m === 'close') server.close(() => process.exit(0));
});`;

export interface Arrival {
  webhookId: string;
  path: string;
  at: number;
}

export interface Receiver {
  url: string;
  /** every arrival since the last call */
  collect(): Promise<Arrival[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const worker = new Worker(RECEIVER, { eval: true });
  const next = () => new Promise<any>((resolve) => worker.once('message', resolve));
  const { port } = await next();
  return {
    url: `http://127.0.0.1:${port}`,
    async collect() {
      worker.postMessage('collect');
      const { arrivals } = (await next()) as { arrivals: [string, string, number][] };
      return arrivals.map(([webhookId, path, at]) => ({ webhookId, path, at }));
    },
    async close() {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('close');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      await worker.terminate();
    },
  };
}
