import type { DataSource } from 'typeorm';
import { InProcessEventBus } from '../../live/in-process-event-bus';
import { markWritesOn, ReadRouting, RecentWriters } from '../read-routing';

// Which server a user's lag-tolerant reads go to (the real replica is exercised by
// tests/integration/server/read-replica.test.ts); here only the clock and the marks.
describe('RecentWriters', () => {
  it('remembers a write for the window, per user', () => {
    let now = 1000;
    const writers = new RecentWriters(500, () => now);
    writers.mark('a');
    expect([writers.wroteRecently('a'), writers.wroteRecently('b')]).toEqual([true, false]);
    now += 500;
    expect(writers.wroteRecently('a')).toBe(true);
    now += 1;
    expect(writers.wroteRecently('a')).toBe(false);
  });
});

describe('ReadRouting', () => {
  const primary = { createQueryRunner: () => ({}) } as unknown as DataSource;

  it('sends a recent writer to the primary and everyone else to the replica reader', () => {
    let now = 0;
    const routing = new ReadRouting(primary, new RecentWriters(1000, () => now));
    expect(routing.forUser('a')).toBe(routing.replica);
    routing.recentWriters.mark('a');
    expect(routing.forUser('a')).toBe(primary);
    expect(routing.forUser('b')).toBe(routing.replica);
    now = 1001;
    expect(routing.forUser('a')).toBe(routing.replica);
  });

  it('marks the publisher of a change event, but not a session revocation, and still delivers both', async () => {
    const writers = new RecentWriters(1000);
    const bus = markWritesOn(new InProcessEventBus(), writers);
    const seen: string[] = [];
    bus.subscribe('a', (e) => seen.push(e.type));
    bus.subscribe('b', (e) => seen.push(e.type));
    bus.publish('b', { type: 'sessions-revoked' });
    expect(writers.wroteRecently('b')).toBe(false);
    bus.publish('a', { type: 'figures', accountId: 'x' });
    expect(writers.wroteRecently('a')).toBe(true);
    await Promise.resolve(); // delivery is a microtask after publish
    expect(seen).toEqual(['sessions-revoked', 'figures']);
  });
});
