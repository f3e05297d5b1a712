// The test-mode controls both servers offer (openapi.yaml tag mock-control): the clock moves
// forward only, up to a year at a time (the clock is a date, and a date has an end).
import * as v from 'valibot';

export const MAX_CLOCK_ADVANCE_MINUTES = 525_600;

export const clockAdvanceBody = v.object({
  advanceMinutes: v.pipe(
    v.number('FIELD_REQUIRED'),
    v.finite('FIELD_INVALID'),
    v.minValue(0, 'FIELD_INVALID'),
    v.maxValue(MAX_CLOCK_ADVANCE_MINUTES, 'FIELD_INVALID'),
  ),
});
