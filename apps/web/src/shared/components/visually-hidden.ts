/**
 * Hides text from sight but not from screen readers. Sizes are strings: MUI's sx reads the number 1 as
 * 100 %, which made a hidden header as wide as the window. Inside a scrolling table, give the scroll box
 * `position: relative`, or the absolutely placed text widens the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
