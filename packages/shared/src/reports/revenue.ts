/** The revenue report. The server's query, its CSV export and the reports card share these. */

/** How many UTC months (the current one included) the revenue report shows unless asked for another number. */
export const REVENUE_DEFAULT_MONTHS = 12;
/** The most months one request may ask for: three years. */
export const REVENUE_MAX_MONTHS = 36;

export const REVENUE_MONTHS_MESSAGE = `Choose between 1 and ${REVENUE_MAX_MONTHS} months.`;

/** Whether `months` is a number of months the report answers for. */
export const isRevenueMonths = (months: number) => Number.isInteger(months) && months >= 1 && months <= REVENUE_MAX_MONTHS;
