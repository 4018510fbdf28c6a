import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, defaultSlowdown, referenceIndex } from '../bench/calibration.ts';

describe('calibratedSlowdown', () => {
  it("is Lighthouse's 4× on the host that default is made for", () => {
    expect(calibratedSlowdown(referenceIndex)).toBe(defaultSlowdown);
  });

  it('slows a slower host down less, in proportion to its speed', () => {
    expect(calibratedSlowdown(875)).toBe(2);
    expect(calibratedSlowdown(1250)).toBe(2.9);
  });

  it('slows a faster host down more', () => {
    expect(calibratedSlowdown(2200)).toBe(5);
  });

  it('never speeds the page up', () => {
    expect(calibratedSlowdown(300)).toBe(1);
  });
});
