import { describe, expect, it } from 'vitest';
import { DatabaseHealth, FAILED_WRITES_BEFORE_UNREADY } from './database-health.ts';

describe('DatabaseHealth', () => {
  it('is alive on an external database, and follows the embedded one', () => {
    expect(new DatabaseHealth(undefined).isAlive()).toBe(true);
    let running = false;
    const health = new DatabaseHealth({ isRunning: () => running });
    expect(health.isAlive()).toBe(false);
    running = true;
    expect(health.isAlive()).toBe(true);
  });

  it('reports failing writes only after several in a row, and forgets them after a success', () => {
    const health = new DatabaseHealth(undefined, 30_000, () => 1_000);
    for (let failure = 1; failure < FAILED_WRITES_BEFORE_UNREADY; failure++) health.recordWriteFailure();
    expect(health.writesFailing()).toBe(false);
    health.recordWriteFailure();
    expect(health.writesFailing()).toBe(true);
    health.recordWriteSuccess();
    expect(health.writesFailing()).toBe(false);
  });

  it('tries again after the cool-down, so that a drained instance is not out for good', () => {
    let now = 0;
    const health = new DatabaseHealth(undefined, 30_000, () => now);
    for (let failure = 0; failure < FAILED_WRITES_BEFORE_UNREADY; failure++) health.recordWriteFailure();
    now = 29_999;
    expect(health.writesFailing()).toBe(true);
    now = 30_000;
    expect(health.writesFailing()).toBe(false);
    health.recordWriteFailure();
    expect(health.writesFailing()).toBe(false);
  });
});
