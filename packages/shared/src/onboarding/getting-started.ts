/**
 * The getting-started checklist of a new partner's first hour, in the order it is done: the
 * server ticks each step from the organisation's real state; the portal home shows the list until all are done.
 */
export const GETTING_STARTED_STEPS = [
  'AGREE_TO_TERMS',
  'CREATE_APP',
  'SET_UP_APP',
  'WRITE_LISTING',
  'TEST_INSTALLATION',
  'SUBMIT_FOR_REVIEW',
] as const;
export type GettingStartedStepId = (typeof GETTING_STARTED_STEPS)[number];
