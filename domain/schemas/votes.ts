// Review vote payload (docs/product.md#votes): true is a like, false a dislike.
import { z } from 'zod';

import { errorMessages } from '../i18n/it/errors';

export const voteInputSchema = z.object({
  is_like: z.boolean({ error: errorMessages.validation_failed }),
});
