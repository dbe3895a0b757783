// The peer side of tools/bench/compare: @bbob/parser's parse() over the same benchmark corpus
// bbpref lints (posts separated by NUL bytes in one file). Prints one JSON object: UTF-8 bytes
// parsed, MB/s from CPU time (MB = 10^6 bytes, as Google Benchmark reports) and from wall time,
// p50/p99 per post (wall clock) in microseconds.
// Usage: node bbob_parse.mjs CORPUS_FILE [MIN_SECONDS]
import { readFileSync } from 'node:fs';
import { parse } from '@bbob/parser';

const file = process.argv[2];
const minSeconds = Number(process.argv[3] ?? 2);
const posts = readFileSync(file, 'utf8').split('\0').filter((p) => p.length > 0);
const bytesPerRound = posts.reduce((n, p) => n + Buffer.byteLength(p, 'utf8'), 0);

let sink = 0;
for (let round = 0; round < 2; ++round) for (const p of posts) sink += parse(p).length;  // JIT warm-up

const samples = [];
let rounds = 0;
const cpuStart = process.cpuUsage();
const start = process.hrtime.bigint();
let elapsed = 0;
while (elapsed < minSeconds || rounds === 0) {
  for (const p of posts) {
    const t0 = process.hrtime.bigint();
    sink += parse(p).length;
    samples.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  ++rounds;
  elapsed = Number(process.hrtime.bigint() - start) / 1e9;
}
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;  // the whole process: JIT and GC threads count too
samples.sort((a, b) => a - b);
const at = (q) => samples[Math.min(samples.length - 1, Math.floor(samples.length * q))];
console.log(JSON.stringify({
  peer: '@bbob/parser parse()',
  posts: posts.length,
  bytes: bytesPerRound,
  rounds,
  seconds: elapsed,
  cpu_seconds: cpuSeconds,
  mb_per_s: (bytesPerRound * rounds) / cpuSeconds / 1e6,
  mb_per_s_wall: (bytesPerRound * rounds) / elapsed / 1e6,
  p50_us: at(0.5),
  p99_us: at(0.99),
  checksum: sink,
}));
