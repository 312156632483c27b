// latestRequest: what a caller sees of a line of requests where only the newest counts.
import { describe, expect, it } from 'vitest';
import { latestRequest } from './latest-request';

describe('latestRequest', () => {
  it('aborts the running request when a newer one starts, and only the newer one finishes', () => {
    const requests = latestRequest();
    const first = requests.next();
    const second = requests.next();
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(false);
    expect(requests.finish(first)).toBe(false);
    expect(requests.isRunning).toBe(true);
    expect(requests.finish(second)).toBe(true);
  });

  it('is running from next() until the request finishes', () => {
    const requests = latestRequest();
    expect(requests.isRunning).toBe(false);
    const signal = requests.next();
    expect(requests.isRunning).toBe(true);
    requests.finish(signal);
    expect(requests.isRunning).toBe(false);
    expect(signal.aborted).toBe(false);
  });

  it('a finished request is stale once a newer one started, and finishing it twice says so', () => {
    const requests = latestRequest();
    const first = requests.next();
    expect(requests.finish(first)).toBe(true);
    expect(requests.finish(first)).toBe(false);
    const second = requests.next();
    expect(requests.finish(first)).toBe(false);
    expect(requests.isRunning).toBe(true);
    expect(requests.finish(second)).toBe(true);
  });

  it('abort() aborts the running request, whose answer is then stale', () => {
    const requests = latestRequest();
    const signal = requests.next();
    requests.abort();
    expect(signal.aborted).toBe(true);
    expect(requests.isRunning).toBe(false);
    expect(requests.finish(signal)).toBe(false);
  });

  it('abort() with nothing running, or after the request finished, aborts nothing', () => {
    const requests = latestRequest();
    expect(() => requests.abort()).not.toThrow();
    const signal = requests.next();
    requests.finish(signal);
    requests.abort();
    expect(signal.aborted).toBe(false);
    expect(requests.next().aborted).toBe(false);
  });
});
