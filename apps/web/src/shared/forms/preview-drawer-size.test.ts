import { describe, expect, it } from 'vitest';
import { drawerBreakpoints, previewDrawerWidth } from './preview-drawer-size';

describe('previewDrawerWidth', () => {
  it('is 400 px, 50 % or 80 % of a wide window (spec §9)', () => {
    expect(previewDrawerWidth('small', 1440)).toBe(400);
    expect(previewDrawerWidth('medium', 1440)).toBe(720);
    expect(previewDrawerWidth('large', 1440)).toBe(1152);
  });

  it('takes the whole window when the window is narrower than the chosen width', () => {
    expect(previewDrawerWidth('small', 390)).toBe(390);
  });

  it('takes the whole window below the wide layout', () => {
    expect(previewDrawerWidth('medium', 600)).toBe(600);
    expect(previewDrawerWidth('large', 375)).toBe(375);
    expect(previewDrawerWidth('medium', 768)).toBe(384);
  });
});

describe('drawerBreakpoints', () => {
  const values = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 };

  it('shifts every breakpoint but xs by the part of the window the drawer does not cover', () => {
    expect(drawerBreakpoints(values, 1440, 400)).toEqual({ xs: 0, sm: 1640, md: 1940, lg: 2240, xl: 2576 });
  });

  it('leaves them alone when the drawer covers the window', () => {
    expect(drawerBreakpoints(values, 375, 375)).toEqual(values);
  });
});
