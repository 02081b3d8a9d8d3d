import { ipv4Client, ipv6Client } from './loopback-clients.ts';
import { paced, request, sleep, statusCounts } from './strangers.ts';
import { execSync } from 'node:child_process';
const API = 3100;
const rate = Number(process.argv[2] ?? 10);
const account = { email: 'exp@example.com', password: 'a-real-visitors-passphrase' };
await request(`http://127.0.0.1:${API}/api/signup/professional`, { localAddress: ipv4Client(14, 200), method: 'POST', body: { ...account, first_name: 'E' } });
const base = Math.floor(Math.random() * 200);
const flooders = [
  ...Array.from({ length: 32 }, (_, index) => () => ({ url: `http://127.0.0.1:${API}`, localAddress: ipv4Client(40 + Math.floor(base / 50), index + (base % 50) * 4) })),
  ...Array.from({ length: 32 }, (_, network) => () => ({ url: `http://[::1]:${API}`, localAddress: ipv6Client(network + 1 + base * 40, 1 + Math.floor(Math.random() * 0xfff0)) })),
];
const samples: string[] = [];
const sampler = setInterval(() => { const out = execSync(`ss -ltnH 'sport = :${API}'`).toString().trim().split('\n').map(l => l.split(/\s+/).slice(1,3).join('/')).join(','); samples.push(out); }, 100);
const flood = paced(rate * flooders.length, 6, (index) => {
  const { url, localAddress } = flooders[index % flooders.length]!();
  const email = index % 3 === 0 ? account.email : `nobody-${index}@example.com`;
  return request(`${url}/api/signin`, { localAddress, method: 'POST', body: { email, password: `wrong-${index}` } });
});
console.log('flood', JSON.stringify(statusCounts(await flood)));
clearInterval(sampler);
console.log(samples.join(' '));
