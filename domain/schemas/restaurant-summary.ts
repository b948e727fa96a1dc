// The fields every restaurant row in a personal list answers with (My restaurants, Salvati).
import { z } from 'zod';

export const restaurantSummaryFields = {
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  cuisine_type: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
};
