import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $loading, finishLoading, loadingTimings, resetLoading, startLoading, track } from '../loading';

beforeEach(() => {
  vi.useFakeTimers();
  resetLoading();
});
afterEach(() => vi.useRealTimers());

describe('loading bar store', () => {
  it('stays hidden for work that ends within 200 ms', () => {
    startLoading();
    vi.advanceTimersByTime(loadingTimings.throttle - 1);
    finishLoading();
    vi.advanceTimersByTime(1000);
    expect($loading.get().visible).toBe(false);
  });

  it('shows after 200 ms, completes, and hides 500 ms after the work ends', () => {
    startLoading();
    vi.advanceTimersByTime(loadingTimings.throttle);
    expect($loading.get()).toMatchObject({ visible: true, failed: false });
    vi.advanceTimersByTime(1000);
    expect($loading.get().progress).toBeGreaterThan(10);
    expect($loading.get().progress).toBeLessThan(90);
    finishLoading();
    expect($loading.get()).toMatchObject({ visible: true, progress: 100 });
    vi.advanceTimersByTime(loadingTimings.hideAfter - 1);
    expect($loading.get().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect($loading.get().visible).toBe(false);
  });

  it('turns to the error colour when the work fails', async () => {
    const work = track(new Promise((_, reject) => setTimeout(() => reject(new Error('offline')), 300)));
    const outcome = work.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(300);
    expect(await outcome).toBe('offline');
    expect($loading.get()).toMatchObject({ visible: true, failed: true, progress: 100 });
    await vi.advanceTimersByTimeAsync(loadingTimings.hideAfter);
    expect($loading.get()).toMatchObject({ visible: false, failed: false });
  });

  it('waits for all parallel work before completing', () => {
    startLoading();
    startLoading();
    vi.advanceTimersByTime(300);
    finishLoading();
    expect($loading.get().progress).toBeLessThan(100);
    finishLoading();
    expect($loading.get().progress).toBe(100);
  });

  it('gives up after 5000 ms', () => {
    startLoading();
    vi.advanceTimersByTime(loadingTimings.giveUpAfter - 1);
    expect($loading.get().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect($loading.get().visible).toBe(false);
  });
});
