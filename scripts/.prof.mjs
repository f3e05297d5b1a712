import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 412, height: 823 } });
const c = await p.context().newCDPSession(p);
await c.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await c.send('Profiler.enable');
await c.send('Profiler.setSamplingInterval', { interval: 200 });
await c.send('Profiler.start');
await p.goto(process.argv[2]);
await p.waitForTimeout(6000);
const { profile } = await c.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; const samples = profile.samples;
for (let i = 0; i < samples.length; i++) {
  const n = byId.get(samples[i]); const cf = n.callFrame;
  const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
}
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 35);
for (const [k, v] of top) console.log(v.toFixed(0).padStart(6), k);
// by file
const byFile = new Map();
for (const [k, v] of self) { const f = k.split(' ').pop(); byFile.set(f, (byFile.get(f) ?? 0) + v); }
console.log('--- by file'); for (const [k, v] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(v.toFixed(0).padStart(6), k);
await b.close();
