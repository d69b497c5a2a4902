import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  bangkokDayStart,
  daysBetween,
  mondayOf,
} from '../../legacy/src/insights/date-range';
import { nearestRank } from '../../legacy/src/insights/reviews';

describe('Bangkok days', () => {
  it('begin at 17:00 UTC the day before', () => {
    expect(bangkokDayStart('2026-09-01')).toBe('2026-08-31 17:00:00');
    expect(bangkokDayStart('2028-03-01')).toBe('2028-02-29 17:00:00');
  });

  it('run over month, year and leap-day ends', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('belong to the week of their Monday', () => {
    // 2026-08-31 is a Monday.
    expect(mondayOf('2026-08-31')).toBe('2026-08-31');
    expect(mondayOf('2026-09-06')).toBe('2026-08-31');
    expect(mondayOf('2026-09-07')).toBe('2026-09-07');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('nearestRank', () => {
  it('takes the ⌈p × n⌉-th value, and none of nothing', () => {
    expect(nearestRank([], 50)).toBeNull();
    expect(nearestRank([7], 90)).toBe(7);
    expect(nearestRank([1, 2, 3, 4], 50)).toBe(2);
    expect(nearestRank([1, 2, 3, 4, 5], 50)).toBe(3);
    const tens = Array.from({ length: 10 }, (_, index) => index + 1);
    expect(nearestRank(tens, 90)).toBe(9);
    expect(nearestRank([...tens, 11], 90)).toBe(10);
    expect(nearestRank(tens, 100)).toBe(10);
  });
});
