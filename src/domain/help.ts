// Help entries (docs/data-model.md, issue 18): the admin input, one valibot schema used by the admin form
// (@mantine/form through catalogueResolver) and by the mock (POST/PUT /admin/help). Messages are
// catalogue codes (validation-messages.ts), so the form and the server say the same words.
import * as v from 'valibot';
import { intSchema, requiredTextSchema } from './limits';

/** Display order bounds (the contract's HelpInput.order). */
export const HELP_ORDER = { min: 0, max: 100_000 } as const;

/** What staff send to add or change a help entry (the contract's HelpInput). */
export const helpInputSchema = v.object({
  /** The question ("Gönderimi nasıl iptal ederim?"). */
  title: requiredTextSchema('title'),
  /** The plain-text answer. */
  body: requiredTextSchema('helpBody'),
  /** Ascending display order; absent on add: after the last entry. */
  order: v.nullish(intSchema(HELP_ORDER.min, HELP_ORDER.max, 'FIELD_REQUIRED', 'HELP_ORDER_INVALID')),
  /** Shown on the public help page; absent on add: yes. */
  isActive: v.nullish(v.boolean('FIELD_INVALID')),
});

export type HelpInput = v.InferInput<typeof helpInputSchema>;
export type HelpInputOut = v.InferOutput<typeof helpInputSchema>;
