/**
 * An Alert whose action button would squeeze the message into a narrow column on a phone: there the button
 * goes under the message (lined up with its text), beside it from `sm` up.
 */
export const alertActionBelowOnPhones = {
  alignItems: 'center',
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  // the icon is 22 px wide with a 12 px gap: the message takes the rest of the first line
  '& .MuiAlert-message': { flex: { xs: '1 1 calc(100% - 34px)', sm: '1 1 auto' }, minWidth: 0 },
  '& .MuiAlert-action': { pt: 0, ml: { xs: '34px', sm: 'auto' }, pl: { xs: 0, sm: 2 }, mr: 0 },
} as const;
