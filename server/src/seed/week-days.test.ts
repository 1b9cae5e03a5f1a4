import { addDays } from '@league/shared/schedule';
import { mondayOf, weekdayFromMonday } from './week-days';

describe('the demo league week', () => {
  it('counts weekdays from Monday', () => {
    expect(weekdayFromMonday('2026-11-16')).toBe(0);
    expect(weekdayFromMonday('2026-11-22')).toBe(6);
  });

  it('finds the Monday of a week, the Monday itself included', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(addDays(mondayOf('2026-11-22'), 1)).toBe('2026-11-17');
  });
});
