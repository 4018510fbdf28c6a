import { describe, expect, it } from 'vitest';
import { swipeOf } from '../swipe';

describe('swipeOf', () => {
  it('takes 16px or more sideways as a swipe: to the left is next, to the right previous', () => {
    expect(swipeOf({ clientX: 200, clientY: 200 }, { clientX: 184, clientY: 202 })).toBe('next');
    expect(swipeOf({ clientX: 200, clientY: 200 }, { clientX: 240, clientY: 190 })).toBe('previous');
  });

  it('takes less than 16px, or more up and down than sideways, as no swipe', () => {
    expect(swipeOf({ clientX: 200, clientY: 200 }, { clientX: 185, clientY: 200 })).toBeUndefined();
    expect(swipeOf({ clientX: 200, clientY: 200 }, { clientX: 170, clientY: 240 })).toBeUndefined();
  });
});
