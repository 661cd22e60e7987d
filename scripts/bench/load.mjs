// The load generator: autocannon in a process of its own, so the bench's own work does not
// slow the requests it counts. Answers requests per second, p50/p99 latency and failures.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * `connections` keep-alive connections for `seconds` against `url`. `headers` and a JSON `body`
 * go with every request. Only 2xx answers count towards
 * the rate; the others are failures.
 */
export function autocannon(
  root,
  url,
  { connections = 50, seconds = 5, method = 'GET', headers = {}, body } = {},
) {
  const bin = createRequire(path.join(root, 'package.json')).resolve('autocannon/autocannon.js');
  const args = ['-c', String(connections), '-d', String(seconds), '-m', method, '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  if (body !== undefined) args.push('-H', 'content-type=application/json', '-b', body);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      const result = JSON.parse(out);
      resolve({
        // Only answers that succeeded count: a fast refusal is not throughput.
        rps: result['2xx'] / (result.duration || seconds),
        p50: result.latency.p50,
        p99: result.latency.p99,
        failures: result.errors + result.timeouts + result.non2xx,
      });
    });
  });
}

export const formatLoad = (r) =>
  `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.failures ? `, ${r.failures} failed` : ''}`;
