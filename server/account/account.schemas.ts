// Shape of the account export. Being a response schema it is also a filter:
// a column that is not listed here (a password hash, a token) never leaves.
import { alertPreferencesSchema } from '../../domain/alerts';
import { z } from 'zod';

const timestamp = z.string();
const json = z.record(z.string(), z.unknown());

export const accountExportSchema = z.object({
  format: z.literal('allerguida-account-export'),
  version: z.literal(1),
  app: z.string(),
  exported_at: timestamp,
  account: z.object({
    id: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    email_confirmed_at: timestamp.nullable(),
    phone_confirmed_at: timestamp.nullable(),
    pending_email: z.string().nullable(),
    pending_phone: z.string().nullable(),
    last_sign_in_at: timestamp.nullable(),
    user_metadata: json,
    app_metadata: json,
    created_at: timestamp,
    updated_at: timestamp,
  }),
  identities: z.array(
    z.object({
      provider: z.string(),
      identity_data: json,
      last_sign_in_at: timestamp.nullable(),
      created_at: timestamp,
    }),
  ),
  sessions: z.array(
    z.object({
      created_at: timestamp,
      refreshed_at: timestamp.nullable(),
      user_agent: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  mfa_factors: z.array(
    z.object({
      friendly_name: z.string().nullable(),
      factor_type: z.string(),
      status: z.string(),
      phone: z.string().nullable(),
      created_at: timestamp,
    }),
  ),
  profile: z.object({ nickname: z.string().nullable(), created_at: timestamp, updated_at: timestamp }).nullable(),
  allergens: z.array(
    z.object({ id: z.string(), name: z.string(), italian_name: z.string(), emoji: z.string(), added_at: timestamp }),
  ),
  acceptances: z
    .object({
      privacy_accepted: z.boolean().nullable(),
      cookies_accepted: z.boolean().nullable(),
      terms_accepted: z.boolean().nullable(),
      created_at: timestamp,
      updated_at: timestamp,
    })
    .nullable(),
  consent_log: z.array(
    z.object({
      consent_type: z.string(),
      consent_given: z.boolean(),
      policy_version: z.string(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      created_at: timestamp,
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.string(),
      restaurant_id: z.string(),
      restaurant_name: z.string(),
      rating: z.string(),
      cleanliness_rating: z.number().nullable(),
      customer_attention_rating: z.number().nullable(),
      menu_flexibility_rating: z.number().nullable(),
      allergen_indication: z.string().nullable(),
      comment: z.string().nullable(),
      photo_url: z.string().nullable(),
      photos: z.array(z.string()),
      allergens: z.array(z.string()),
      created_at: timestamp,
      updated_at: timestamp,
    }),
  ),
  votes: z.array(
    z.object({ review_id: z.string(), is_like: z.boolean(), created_at: timestamp, updated_at: timestamp }),
  ),
  notifications: z.array(
    z.object({
      type: z.string(),
      title: z.string(),
      message: z.string(),
      review_id: z.string().nullable(),
      restaurant_id: z.string().nullable(),
      read_at: timestamp.nullable(),
      created_at: timestamp,
    }),
  ),
  restaurants_added: z.array(
    z.object({ id: z.string(), name: z.string(), address: z.string(), city: z.string(), created_at: timestamp }),
  ),
  restaurant_edits: z.array(z.object({ restaurant_id: z.string(), changes: json, created_at: timestamp })),
  reaction_reports: z.array(
    z.object({
      id: z.string(),
      restaurant_id: z.string(),
      restaurant_name: z.string(),
      severity: z.string(),
      meal_date: z.string(),
      dishes: z.string().nullable(),
      staff_informed: z.boolean(),
      details: z.string().nullable(),
      allergens: z.array(z.string()),
      created_at: timestamp,
      updated_at: timestamp,
    }),
  ),
  saved_restaurants: z.array(z.object({ restaurant_id: z.string(), restaurant_name: z.string(), created_at: timestamp })),
  venue_status_reports: z.array(
    z.object({ restaurant_id: z.string(), status: z.string(), change_date: z.string().nullable(), created_at: timestamp }),
  ),
  /** Practices the user confirmed or disputed ('Cosa fa il locale'). */
  practice_stances: z.array(
    z.object({
      restaurant_id: z.string(),
      restaurant_name: z.string(),
      practice: z.string(),
      stance: z.string(),
      review_id: z.string().nullable(),
      stated_at: timestamp,
    }),
  ),
  /** What the user gave to moderation and was told by it: reports filed with their text, decisions about the user, appeals. */
  /** What the user receives outside the app, and the devices that receive it (docs/product.md#alerts). */
  alerts: z.object({
    preferences: alertPreferencesSchema,
    devices: z.array(z.object({ device_label: z.string(), created_at: timestamp, last_sent_at: timestamp.nullable() })),
  }),
  moderation: z.object({
    reports_filed: z.array(
      z.object({
        target_type: z.string(),
        target_id: z.string(),
        reason: z.string(),
        details: z.string().nullable(),
        status: z.string(),
        created_at: timestamp,
        resolved_at: timestamp.nullable(),
      }),
    ),
    decisions: z.array(
      z.object({
        id: z.string(),
        action: z.string(),
        target_type: z.string(),
        target_id: z.string(),
        rule: z.string().nullable(),
        reason: z.string(),
        details: z.record(z.string(), z.unknown()),
        created_at: timestamp,
      }),
    ),
    appeals: z.array(
      z.object({
        action_id: z.string(),
        text: z.string(),
        status: z.string(),
        decision_reason: z.string().nullable(),
        created_at: timestamp,
        decided_at: timestamp.nullable(),
      }),
    ),
  }),
  /** The tree nuts and gluten cereals the user narrowed 'Frutta a guscio' or 'Glutine' to (docs/product.md#allergen-species). */
  allergen_species: z.array(z.object({ allergen: z.string(), species: z.string(), italian_name: z.string() })),
  /** How sensitive the user is to each allergen, and whether they show it on reviews. */
  sensitivity: z.object({
    show_on_reviews: z.boolean(),
    levels: z.array(z.object({ allergen: z.string(), italian_name: z.string(), level: z.string().nullable() })),
  }),
});

export type AccountExport = z.infer<typeof accountExportSchema>;
