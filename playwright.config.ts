// End-to-end tests: Debian's chromium against the built bundle on the demo shop server.
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 5183);

export default defineConfig({
  testDir: '.',
  testMatch: ['widgets/**/*.e2e.ts', 'fixtures/**/*.e2e.ts', 'src/**/*.e2e.ts', 'wordpress/**/*.e2e.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  webServer: {
    command: `tsx fixtures/server.ts`,
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
