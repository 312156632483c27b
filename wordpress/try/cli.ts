// npm run try -- <shop address> [--legacy] [--port <n>]: see wordpress/try/proxy.ts.
import { startTryProxy } from './proxy';

const args = process.argv.slice(2);
const target = args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1] !== '--port');
const portFlag = args.indexOf('--port');
const port = portFlag >= 0 ? Number(args[portFlag + 1]) : 0;
const legacy = args.includes('--legacy');

if (!target || !/^https?:\/\//.test(target) || Number.isNaN(port)) {
  console.error('Usage: npm run try -- https://shop.example [--legacy] [--port 8080]\n  Serves that shop on 127.0.0.1 with its legacy scripts swapped for this build, as the WordPress plugin would.\n  --legacy serves it untouched, for a side-by-side look.');
  process.exit(1);
}

const proxy = await startTryProxy({ target, port, legacy });
console.log(`${new URL(target).origin} ${legacy ? 'untouched (--legacy)' : 'with Shop Islands in place of its legacy scripts'}: ${proxy.url}`);
console.log('Add ?shop-islands-debug to a page to see what the bundle found on it. Ctrl+C stops.');
