// The whole database, in one place: auth tables (GoTrue-compatible), the
// product's entities from both spec documents, and the append-only consent log.
// Migrations are generated from this file (`npm run db:generate`) and committed;
// hand-written SQL (extensions, triggers) lives in its own migration files.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ADDRESS_MAX,
  CITY_MAX,
  DESCRIPTION_MAX,
  PHONE_MAX,
  RESTAURANT_NAME_MAX,
  WEBSITE_MAX,
} from '../../domain/limits';
import type { MODERATION_ACTIONS, REPORT_REASONS, REPORT_TARGETS } from '../../domain/moderation';
import { STAFF_ROLES } from '../../domain/moderation';
import { VENUE_STATUS_CLAIMS, type VenueStatus } from '../../domain/venue-status';

type ModerationTargetType = (typeof REPORT_TARGETS)[number] | 'user';

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const createdAtNamed = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- auth

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email'),
    phone: text('phone'),
    encryptedPassword: text('encrypted_password'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    recoverySentAt: timestamp('recovery_sent_at', { withTimezone: true }),
    emailChange: text('email_change'),
    emailChangeSentAt: timestamp('email_change_sent_at', { withTimezone: true }),
    emailChangeConfirmStatus: smallint('email_change_confirm_status').notNull().default(0),
    phoneChange: text('phone_change'),
    phoneChangeSentAt: timestamp('phone_change_sent_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    appMetadata: jsonb('raw_app_meta_data').$type<Record<string, unknown>>().notNull().default({}),
    userMetadata: jsonb('raw_user_meta_data').$type<Record<string, unknown>>().notNull().default({}),
    bannedUntil: timestamp('banned_until', { withTimezone: true }),
    /** Set by the operator's invite (0017). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_has_email_or_phone', sql`${t.email} is not null or ${t.phone} is not null`),
  ],
);

export const identities = pgTable(
  'identities',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    identityData: jsonb('identity_data').$type<Record<string, unknown>>().notNull().default({}),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('identities_provider_key').on(t.provider, t.providerId),
    index('identities_user_id_idx').on(t.userId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aal: text('aal').notNull().default('aal1'),
    factorId: uuid('factor_id'),
    amr: jsonb('amr').$type<{ method: string; timestamp: number }[]>().notNull().default([]),
    userAgent: text('user_agent'),
    ip: text('ip'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    check('sessions_aal_check', sql`${t.aal} in ('aal1', 'aal2')`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token: text('token').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    parent: text('parent'),
    revoked: boolean('revoked').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_key').on(t.token),
    index('refresh_tokens_session_id_idx').on(t.sessionId, t.revoked),
    index('refresh_tokens_parent_idx').on(t.parent),
  ],
);

export const ONE_TIME_TOKEN_TYPES = [
  'confirmation',
  'recovery',
  'magiclink',
  'email_change_current',
  'email_change_new',
  'phone_change',
  'sms',
  'reauthentication',
] as const;

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenType: text('token_type').$type<(typeof ONE_TIME_TOKEN_TYPES)[number]>().notNull(),
    /** hex(SHA-224(address + code)): what a typed code is checked against. */
    tokenHash: text('token_hash').notNull(),
    /** SHA-256 of the emailed link's own random secret; null for SMS codes. */
    linkHash: text('link_hash'),
    relatesTo: text('relates_to').notNull(),
    /** Codes typed for this address since the token was made; past the limit it is refused and deleted. */
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_user_type_key').on(t.userId, t.tokenType),
    index('one_time_tokens_token_hash_idx').on(t.tokenHash),
    uniqueIndex('one_time_tokens_link_hash_key').on(t.linkHash),
    check(
      'one_time_tokens_type_check',
      sql.raw(`token_type in (${ONE_TIME_TOKEN_TYPES.map((v) => `'${v}'`).join(', ')})`),
    ),
  ],
);

export const flowStates = pgTable(
  'flow_states',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    authCode: uuid('auth_code').notNull().default(sql`gen_random_uuid()`),
    codeChallenge: text('code_challenge').notNull(),
    codeChallengeMethod: text('code_challenge_method').notNull(),
    authenticationMethod: text('authentication_method').notNull(),
    authCodeIssuedAt: timestamp('auth_code_issued_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('flow_states_auth_code_key').on(t.authCode),
    index('flow_states_user_method_idx').on(t.userId, t.authenticationMethod, t.createdAt),
    check('flow_states_method_check', sql`${t.codeChallengeMethod} in ('s256', 'plain')`),
  ],
);

export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name'),
    factorType: text('factor_type').notNull(),
    status: text('status').notNull().default('unverified'),
    secret: text('secret'),
    phone: text('phone'),
    lastChallengedAt: timestamp('last_challenged_at', { withTimezone: true }),
    /** Wrong codes since the last success or lock; at the limit the factor locks until locked_until. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mfa_factors_user_id_idx').on(t.userId),
    uniqueIndex('mfa_factors_user_name_key')
      .on(t.userId, t.friendlyName)
      .where(sql`friendly_name is not null`),
    check('mfa_factors_type_check', sql`${t.factorType} in ('totp', 'phone')`),
    check('mfa_factors_status_check', sql`${t.status} in ('verified', 'unverified')`),
  ],
);

export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: id(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => mfaFactors.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_challenges_factor_id_idx').on(t.factorId)],
);

/** Failed password sign-ins per typed address and client address (hashed together), known account or not. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    identifierHash: text('identifier_hash').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('sign_in_failures_last_failed_at_idx').on(t.lastFailedAt)],
);

/** Auth emails sent per clock hour by every instance together. */
export const authEmailSends = pgTable('auth_email_sends', {
  hourStart: timestamp('hour_start', { withTimezone: true }).primaryKey(),
  sent: integer('sent').notNull().default(0),
});

/**
 * This hour's shares of the auth email cap (docs/auth-api.md#limits):
 * `new_addresses`, `client:<hash>` and `to:<hash>` (client and recipient
 * addresses hashed, as nobody needs to read them back).
 */
export const authEmailShares = pgTable(
  'auth_email_shares',
  {
    hourStart: timestamp('hour_start', { withTimezone: true }).notNull(),
    share: text('share').notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hourStart, t.share] })],
);

/**
 * The last /recover of each typed address, registered or not (hashed), so a
 * repeat within the send window gets a 429 that tells nothing about accounts.
 */
export const authRecoveryRequests = pgTable(
  'auth_recovery_requests',
  {
    addressHash: text('address_hash').primaryKey(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_recovery_requests_requested_at_idx').on(t.requestedAt)],
);

export const signingKeys = pgTable('signing_keys', {
  id: id(),
  algorithm: text('algorithm').notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

// Every message the app sends (email or SMS). The default transport keeps them
// here and prints them; SMTP delivery also records what was sent.
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_created_at_idx').on(t.createdAt),
    index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt),
    check('outbox_messages_channel_check', sql`${t.channel} in ('email', 'sms')`),
  ],
);

// ---------------------------------------------------------------- people

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickname: text('nickname'),
    /** Hidden by a moderator: the reviewer shows without a name until restored (migration 0016). */
    nicknameHiddenAt: timestamp('nickname_hidden_at', { withTimezone: true }),
    /** The interface language chosen, 'it' or 'en'; null when never chosen (migration 0032). */
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_nickname_length', sql`char_length(${t.nickname}) between 1 and 40`),
    check('profiles_language_known', sql`${t.language} in ('it', 'en')`),
    // One reviewer per name, ignoring case and surrounding spaces (migration 0011).
    uniqueIndex('profiles_nickname_unique').on(sql`lower(trim(${t.nickname}))`),
  ],
);

export const userAcceptances = pgTable(
  'user_acceptances',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    privacyAccepted: boolean('privacy_accepted'),
    cookiesAccepted: boolean('cookies_accepted'),
    termsAccepted: boolean('terms_accepted'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_acceptances_user_id_key').on(t.userId)],
);

// Append-only (an UPDATE trigger refuses changes); rows go only with the account.
export const consentLog = pgTable(
  'consent_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consentType: text('consent_type').notNull(),
    consentGiven: boolean('consent_given').notNull(),
    policyVersion: text('policy_version').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('consent_log_user_id_idx').on(t.userId, t.createdAt),
    check('consent_log_type_check', sql`${t.consentType} in ('privacy', 'cookies', 'terms')`),
  ],
);

export const allergens = pgTable(
  'allergens',
  {
    id: id(),
    name: text('name').notNull(),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('allergens_name_key').on(t.name)],
);

export const userAllergens = pgTable(
  'user_allergens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    allergenId: uuid('allergen_id')
      .notNull()
      .references(() => allergens.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_allergens_user_allergen_key').on(t.userId, t.allergenId)],
);

export const NOTIFICATION_TYPES = [
  'review_like',
  'review_dislike',
  'system',
  'moderation',
  // About a restaurant the user saved (migration 0014).
  'incident_reported',
  'venue_status',
  'review_for_you',
] as const;

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<(typeof NOTIFICATION_TYPES)[number]>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    /** A moderation notice leads to its statement of reasons (migration 0016). */
    moderationActionId: uuid('moderation_action_id').references((): AnyPgColumn => moderationActions.id, { onDelete: 'set null' }),
    // The restaurant a notification is about when it is not about a review (migration 0014).
    restaurantId: uuid('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    // Who the message names (a voter), and the same message naming nobody: shown
    // instead while that nickname is hidden or the account is gone (migration 0022).
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    messageWithoutActor: text('message_without_actor'),
    // The same texts in English, for an English reader (migration 0035); null in rows written before.
    titleEn: text('title_en'),
    messageEn: text('message_en'),
    messageWithoutActorEn: text('message_without_actor_en'),
    /** The fan-out job that wrote it (migration 0033): one row per job and user. */
    fanoutJobId: uuid('fanout_job_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`read_at is null`),
    index('notifications_restaurant_idx').on(t.restaurantId).where(sql`restaurant_id is not null`),
    index('notifications_actor_idx').on(t.actorId).where(sql`actor_id is not null`),
    check(
      'notifications_type_check',
      sql.raw(`type in (${NOTIFICATION_TYPES.map((v) => `'${v}'`).join(', ')})`),
    ),
  ],
);

// ---------------------------------------------------------------- restaurants

export const restaurants = pgTable(
  'restaurants',
  {
    id: id(),
    name: text('name').notNull(),
    // Italian-collation stand-in: PGlite has no ICU, so the key is computed in
    // domain/ and stored, which orders the same on both databases.
    sortName: text('sort_name').notNull(),
    description: text('description'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    cuisineType: text('cuisine_type'),
    phone: text('phone'),
    website: text('website'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Moderation (migration 0016): a hidden restaurant leaves every read path and counter; a locked one refuses edits. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    // Derived columns, written only by triggers (migration 0004, see
    // server/restaurants/README.md) so every writer keeps them right:
    // has_reviews mirrors restaurant_stats.review_count > 0; the search_*
    // columns hold allerguida_fold() of the text (the SQL twin of
    // domain/fold.ts foldForMatch); search_text is name, city and address
    // joined by newlines, which no folded search term can contain.
    hasReviews: boolean('has_reviews').notNull().default(false),
    searchName: text('search_name').notNull().default(''),
    searchCity: text('search_city').notNull().default(''),
    searchCuisine: text('search_cuisine').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    index('restaurants_sort_name_idx').on(t.sortName, t.id),
    // The list shows reviewed restaurants only: one partial index per filter and order.
    // search_name rides along so name filters and suggestions are checked in the index, without the heap.
    index('restaurants_reviewed_sort_idx').on(t.sortName, t.id, t.searchName).where(sql`has_reviews`),
    // Suggestions: names starting with the typed text (search_* are COLLATE "C", migration 0004).
    index('restaurants_reviewed_name_prefix_idx').on(t.searchName).where(sql`has_reviews`),
    index('restaurants_reviewed_city_idx').on(t.searchCity, t.sortName, t.id).where(sql`has_reviews`),
    index('restaurants_reviewed_cuisine_idx').on(t.searchCuisine, t.sortName, t.id).where(sql`has_reviews`),
    // sort_name and id ride along: distance order reads the bounding box from the index alone (migration 0021).
    index('restaurants_reviewed_position_idx')
      .on(t.latitude, t.longitude, t.sortName, t.id)
      .where(sql`has_reviews and latitude is not null`),
    index('restaurants_reviewed_text_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`has_reviews`),
    index('restaurants_reviewed_name_trgm_idx')
      .using('gin', sql`${t.searchName} gin_trgm_ops`)
      .where(sql`has_reviews`),
    // My restaurants: what the user added that still waits for a first review.
    index('restaurants_awaiting_review_idx').on(t.userId, t.sortName, t.id).where(sql`not has_reviews`),
    // Candidates of the duplicate check (docs/product.md#duplicate-restaurants): folded name without dots, commas, spaces, hyphens.
    index('restaurants_duplicate_name_idx').on(sql`translate(${t.searchName}, ' .,-', '')`),
    index('restaurants_city_lower_idx').on(sql`lower(${t.city})`),
    index('restaurants_lat_lng_idx').on(t.latitude, t.longitude),
    index('restaurants_user_id_idx').on(t.userId),
    index('restaurants_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('restaurants_city_trgm_idx').using('gin', sql`lower(${t.city}) gin_trgm_ops`),
    index('restaurants_address_trgm_idx').using('gin', sql`lower(${t.address}) gin_trgm_ops`),
    check('restaurants_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('restaurants_longitude_range', sql`${t.longitude} between -180 and 180`),
    check(
      'restaurants_coordinates_pair',
      sql`(${t.latitude} is null) = (${t.longitude} is null)`,
    ),
    check('restaurants_website_http', sql`${t.website} ~* '^https?://'`),
    check('restaurants_name_not_blank', sql`btrim(${t.name}) <> ''`),
    // The API's bounds (domain/limits.ts), also keeping index entries far below the btree row limit.
    check('restaurants_name_length', sql.raw(`char_length(name) <= ${RESTAURANT_NAME_MAX}`)),
    check('restaurants_address_length', sql.raw(`char_length(address) <= ${ADDRESS_MAX}`)),
    check('restaurants_city_length', sql.raw(`char_length(city) <= ${CITY_MAX}`)),
    check('restaurants_description_length', sql.raw(`char_length(description) <= ${DESCRIPTION_MAX}`)),
    check('restaurants_phone_length', sql.raw(`char_length(phone) <= ${PHONE_MAX}`)),
    check('restaurants_website_length', sql.raw(`char_length(website) <= ${WEBSITE_MAX}`)),
  ],
);

// Per-restaurant review aggregates, maintained by triggers on reviews (any
// writer, the demo seed included). Raw counts and sums only: the safety score
// is computed from them at read time with the constants of domain/safety.ts.
export const restaurantStats = pgTable('restaurant_stats', {
  restaurantId: uuid('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  reviewCount: integer('review_count').notNull().default(0),
  ratingExcellent: integer('rating_excellent').notNull().default(0),
  ratingGood: integer('rating_good').notNull().default(0),
  ratingAverage: integer('rating_average').notNull().default(0),
  ratingPoor: integer('rating_poor').notNull().default(0),
  cleanlinessSum: integer('cleanliness_sum').notNull().default(0),
  cleanlinessCount: integer('cleanliness_count').notNull().default(0),
  customerAttentionSum: integer('customer_attention_sum').notNull().default(0),
  customerAttentionCount: integer('customer_attention_count').notNull().default(0),
  menuFlexibilitySum: integer('menu_flexibility_sum').notNull().default(0),
  menuFlexibilityCount: integer('menu_flexibility_count').notNull().default(0),
  indicationYes: integer('indication_yes').notNull().default(0),
  indicationOnRequest: integer('indication_on_request').notNull().default(0),
  indicationNo: integer('indication_no').notNull().default(0),
});

// Reviews tagged with each allergen, per restaurant (rows with a zero count
// are removed): backs the 'reviewed by people with these allergens' filter.
export const restaurantAllergenStats = pgTable(
  'restaurant_allergen_stats',
  {
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    allergenId: uuid('allergen_id')
      .notNull()
      .references(() => allergens.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull(),
    /** The restaurant's sort_name and search_city (kept by trigger): the allergen filter, alone or with a city, walks these indexes in Italian order. */
    sortName: text('sort_name').notNull(),
    searchCity: text('search_city').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.allergenId] }),
    index('restaurant_allergen_stats_allergen_idx').on(t.allergenId, t.sortName, t.restaurantId),
    index('restaurant_allergen_stats_city_idx').on(t.allergenId, t.searchCity, t.sortName, t.restaurantId),
  ],
);

export const RESTAURANT_FACET_KINDS = ['all', 'city', 'cuisine', 'allergen'] as const;

// Reviewed restaurants per facet value (all; folded city; folded cuisine;
// allergen id), maintained by triggers: exact list totals for single filters
// and the city/cuisine suggestions without counting at request time.
export const restaurantFacets = pgTable(
  'restaurant_facets',
  {
    kind: text('kind').$type<(typeof RESTAURANT_FACET_KINDS)[number]>().notNull(),
    key: text('key').notNull(),
    /** A spelling of the value as users wrote it (cities: 'Milano' for key 'milano'). */
    label: text('label').notNull(),
    restaurantCount: integer('restaurant_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    check(
      'restaurant_facets_kind_check',
      sql.raw(`kind in (${RESTAURANT_FACET_KINDS.map((v) => `'${v}'`).join(', ')})`),
    ),
  ],
);

// Facet changes recorded by the triggers during a transaction and applied to
// restaurant_facets when it commits, sorted by (kind, key), so concurrent
// writers lock the shared counters in one order (migration 0010). Empty
// outside a running transaction.
export const restaurantFacetChanges = pgTable(
  'restaurant_facet_changes',
  {
    xid: bigint('xid', { mode: 'number' }).notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [primaryKey({ name: 'restaurant_facet_changes_pkey', columns: [t.xid, t.seq] })],
);

// Restaurants are community-maintained: every edit is kept (who, when, what).
export const restaurantEdits = pgTable(
  'restaurant_edits',
  {
    id: id(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes')
      .$type<Record<string, { old: unknown; new: unknown }>>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('restaurant_edits_restaurant_idx').on(t.restaurantId, t.createdAt)],
);

export const REVIEW_RATINGS = ['excellent', 'good', 'average', 'poor'] as const;
export const ALLERGEN_INDICATIONS = ['yes', 'on_request', 'no'] as const;

const starRatingCheck = (column: string) =>
  check(`reviews_${column}_range`, sql.raw(`${column} between 1 and 5`));

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    // Reviews outlive a deleted account as anonymous community content.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: text('rating').$type<(typeof REVIEW_RATINGS)[number]>().notNull(),
    cleanlinessRating: smallint('cleanliness_rating'),
    customerAttentionRating: smallint('customer_attention_rating'),
    menuFlexibilityRating: smallint('menu_flexibility_rating'),
    allergenIndication: text('allergen_indication').$type<(typeof ALLERGEN_INDICATIONS)[number]>(),
    comment: text('comment'),
    photoUrl: text('photo_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Hidden by a moderator (migration 0016): out of every read path and counter until restored. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** A later visible review by the same author at the same venue replaces this one in every signal (migration 0024). */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_restaurant_created_idx').on(t.restaurantId, t.createdAt.desc()),
    index('reviews_restaurant_user_created_idx').on(t.restaurantId, t.userId, t.createdAt.desc(), t.id.desc()),
    index('reviews_user_created_idx').on(t.userId, t.createdAt.desc()),
    check(
      'reviews_rating_check',
      sql.raw(`rating in (${REVIEW_RATINGS.map((v) => `'${v}'`).join(', ')})`),
    ),
    check(
      'reviews_allergen_indication_check',
      sql.raw(
        `allergen_indication in (${ALLERGEN_INDICATIONS.map((v) => `'${v}'`).join(', ')})`,
      ),
    ),
    starRatingCheck('cleanliness_rating'),
    starRatingCheck('customer_attention_rating'),
    starRatingCheck('menu_flexibility_rating'),
    check('reviews_comment_length', sql`char_length(${t.comment}) <= 5000`),
  ],
);

export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: id(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    photoUrl: text('photo_url').notNull(),
    createdAt: createdAt(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('review_photos_review_id_idx').on(t.reviewId),
    // A stored file belongs to one review (deleting a review deletes its files).
    uniqueIndex('review_photos_photo_url_key').on(t.photoUrl),
  ],
);

export const reviewAllergens = pgTable(
  'review_allergens',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    allergenId: uuid('allergen_id')
      .notNull()
      .references(() => allergens.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.allergenId] }),
    index('review_allergens_allergen_id_idx').on(t.allergenId, t.reviewId),
  ],
);

export const reviewLikes = pgTable(
  'review_likes',
  {
    id: id(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isLike: boolean('is_like').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('review_likes_user_review_key').on(t.userId, t.reviewId),
    index('review_likes_review_id_idx').on(t.reviewId),
  ],
);

/**
 * Answers of the geocoding service (/functions/v1/geocode) by folded city
 * name, so each city costs the public service one lookup. A miss (lat NULL)
 * is remembered too, for a shorter time (server/geocode).
 */
export const geocodeCache = pgTable('geocode_cache', {
  queryKey: text('query_key').primaryKey(),
  lat: doublePrecision('lat'),
  lon: doublePrecision('lon'),
  displayName: text('display_name'),
  createdAt: createdAt(),
});

/** Answers of the places proxy by provider, endpoint and parameters, until expires_at (server/places). */
export const placesCache = pgTable(
  'places_cache',
  {
    cacheKey: text('cache_key').primaryKey(),
    body: jsonb('body').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('places_cache_expires_at_idx').on(t.expiresAt)],
);

/** Hits per rate limit and caller (hashed key) in the window ending at reset_at, shared by instances (server/http/rate-limit-store.ts). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_at_idx').on(t.resetAt)],
);

/** When each paced upstream last finished answering, by the database's clock (server/upstream/pacing.ts). */
export const upstreamPacing = pgTable('upstream_pacing', {
  name: text('name').primaryKey(),
  lastEnd: timestamp('last_end', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------- trust: practices and sensitivity (migration 0015)

/** One dated stance per diner per practice of a restaurant ('Cosa fa il locale'). */
export const practiceStances = pgTable(
  'practice_stances',
  {
    /** Names the stance in a report or a moderator's action (migration 0027). */
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    practice: text('practice').notNull(),
    stance: text('stance').notNull(),
    /** The review that confirmed it, when it came from the review form. */
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    statedAt: timestamp('stated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by a moderator, or set aside with its account (migration 0027): not counted. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'practice_stances_pkey', columns: [t.userId, t.restaurantId, t.practice] }),
    check('practice_stances_stance', sql`${t.stance} in ('confirm', 'dispute')`),
    index('practice_stances_restaurant_idx').on(t.restaurantId, t.practice),
    index('practice_stances_review_idx').on(t.reviewId).where(sql`review_id is not null`),
    uniqueIndex('practice_stances_id_key').on(t.id),
  ],
);

/** Per restaurant and practice: counts and latest confirmation, kept by a trigger on practice_stances. */
export const restaurantPracticeStats = pgTable(
  'restaurant_practice_stats',
  {
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    practice: text('practice').notNull(),
    confirmations: integer('confirmations').notNull().default(0),
    disputes: integer('disputes').notNull().default(0),
    lastConfirmedAt: timestamp('last_confirmed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'restaurant_practice_stats_pkey', columns: [t.restaurantId, t.practice] }),
    index('restaurant_practice_stats_confirmed_idx')
      .on(t.practice, t.restaurantId)
      .where(sql`confirmations >= 2 and confirmations > disputes`),
  ],
);

/**
 * A moderator's verification of AIC membership or '100% senza glutine'
 * against a source, on a day (migration 0025): one per restaurant and
 * practice, the latest replacing the earlier; kept when its moderator's
 * account is deleted, without its author.
 */
export const practiceVerifications = pgTable(
  'practice_verifications',
  {
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    practice: text('practice').notNull(),
    source: text('source').notNull(),
    verifiedOn: date('verified_on', { mode: 'string' }).notNull(),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'practice_verifications_pkey', columns: [t.restaurantId, t.practice] }),
    check('practice_verifications_practice', sql`${t.practice} in ('fully_gluten_free', 'aic_network')`),
    check('practice_verifications_source_length', sql`char_length(${t.source}) between 10 and 500`),
    index('practice_verifications_verified_by_idx').on(t.verifiedBy).where(sql`verified_by is not null`),
  ],
);

/** How sensitive a user is to one of their allergens: health data, private unless shared. */
export const userAllergenLevels = pgTable(
  'user_allergen_levels',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    allergenId: uuid('allergen_id')
      .notNull()
      .references(() => allergens.id, { onDelete: 'cascade' }),
    level: text('level').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'user_allergen_levels_pkey', columns: [t.userId, t.allergenId] }),
    check('user_allergen_levels_level', sql`${t.level} in ('intolerance', 'allergy', 'coeliac', 'severe_allergy')`),
  ],
);

/**
 * The tree nuts or gluten cereals a user narrowed one of their own groups to
 * (migration 0033): health data, private. It hangs off the user's allergen
 * row, so it goes with the group and with the account.
 */
export const userAllergenSpecies = pgTable(
  'user_allergen_species',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    allergenId: uuid('allergen_id').notNull(),
    species: text('species').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'user_allergen_species_pkey', columns: [t.userId, t.species] }),
    foreignKey({
      name: 'user_allergen_species_of_own_allergen',
      columns: [t.userId, t.allergenId],
      foreignColumns: [userAllergens.userId, userAllergens.allergenId],
    }).onDelete('cascade'),
    index('user_allergen_species_allergen_idx').on(t.userId, t.allergenId),
  ],
);

/** Whether a user shows their levels on their reviews ('Mostra il mio livello nelle recensioni'); off by default. */
export const sensitivitySharing = pgTable('sensitivity_sharing', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  showOnReviews: boolean('show_on_reviews').notNull().default(false),
  updatedAt: updatedAt(),
});

export type DbUser = typeof users.$inferSelect;
export type DbRestaurant = typeof restaurants.$inferSelect;
export type DbReview = typeof reviews.$inferSelect;

// ---------------------------------------------------------------- moderation (migration 0016)

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<(typeof STAFF_ROLES)[number]>().notNull(),
    grantedAt: createdAtNamed('granted_at'),
  },
  () => [check('user_roles_role_check', sql.raw(`role in (${STAFF_ROLES.map((v) => `'${v}'`).join(', ')})`))],
);

export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: id(),
    targetType: text('target_type').$type<ModerationTargetType>().notNull(),
    targetId: uuid('target_id').notNull(),
    restaurantId: uuid('restaurant_id').references(() => restaurants.id, { onDelete: 'set null' }),
    affectedUserId: uuid('affected_user_id').references(() => users.id, { onDelete: 'set null' }),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<(typeof MODERATION_ACTIONS)[number]>().notNull(),
    rule: text('rule'),
    reason: text('reason').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_actions_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('moderation_actions_affected_user_idx').on(t.affectedUserId, t.createdAt),
  ],
);

export const moderationReports = pgTable(
  'moderation_reports',
  {
    id: id(),
    targetType: text('target_type').$type<(typeof REPORT_TARGETS)[number]>().notNull(),
    targetId: uuid('target_id').notNull(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<(typeof REPORT_REASONS)[number]>().notNull(),
    details: text('details'),
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    resolvedActionId: uuid('resolved_action_id').references(() => moderationActions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('moderation_reports_one_open_idx').on(t.reporterId, t.targetType, t.targetId).where(sql`status = 'open'`),
    index('moderation_reports_open_idx').on(t.createdAt).where(sql`status = 'open'`),
    index('moderation_reports_target_idx').on(t.targetType, t.targetId),
  ],
);

export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    id: id(),
    actionId: uuid('action_id')
      .notNull()
      .unique()
      .references(() => moderationActions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status').$type<'open' | 'upheld' | 'reversed'>().notNull().default('open'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('moderation_appeals_open_idx').on(t.createdAt).where(sql`status = 'open'`)],
);

// ---------------------------------------------------------------- trust (migration 0014)

export const INCIDENT_SEVERITY_VALUES = ['mild', 'moderate', 'severe'] as const;

/** 'Segnala una reazione': health data of the reporter, erased with the account. */
export const incidentReports = pgTable(
  'incident_reports',
  {
    id: id(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    severity: text('severity').$type<(typeof INCIDENT_SEVERITY_VALUES)[number]>().notNull(),
    mealDate: date('meal_date', { mode: 'string' }).notNull(),
    /** The Italian day the report was made (one a day per user and restaurant). */
    reportDay: date('report_day', { mode: 'string' }).notNull().default(sql`((now() AT TIME ZONE 'Europe/Rome')::date)`),
    dishes: text('dishes'),
    staffInformed: boolean('staff_informed').notNull(),
    details: text('details'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** A moderator's closing (migration 0024): when, why (written), by whom. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedReason: text('closed_reason'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Hidden by a moderator (migration 0026): no longer shown, and no longer an alert. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('incident_reports_one_a_day_key').on(t.userId, t.restaurantId, t.reportDay),
    index('incident_reports_restaurant_created_idx').on(t.restaurantId, t.createdAt.desc()),
    check(
      'incident_reports_severity_check',
      sql.raw(`severity in (${INCIDENT_SEVERITY_VALUES.map((v) => `'${v}'`).join(', ')})`),
    ),
    check('incident_reports_dishes_length', sql`char_length(${t.dishes}) <= 300`),
    check('incident_reports_details_length', sql`char_length(${t.details}) <= 2000`),
  ],
);

export const incidentReportAllergens = pgTable(
  'incident_report_allergens',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => incidentReports.id, { onDelete: 'cascade' }),
    allergenId: uuid('allergen_id')
      .notNull()
      .references(() => allergens.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.allergenId] }),
    index('incident_report_allergens_allergen_idx').on(t.allergenId, t.reportId),
  ],
);

/** 'Salva': the restaurants a user follows. */
export const savedRestaurants = pgTable(
  'saved_restaurants',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.restaurantId] }),
    index('saved_restaurants_restaurant_idx').on(t.restaurantId, t.userId),
  ],
);

/** Each user's current claim about a restaurant: closed, new management (with a date), or still open. */
export const venueStatusReports = pgTable(
  'venue_status_reports',
  {
    /** Names the claim in a report or a moderator's action (migration 0027). */
    id: uuid('id').notNull().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<(typeof VENUE_STATUS_CLAIMS)[number]>().notNull(),
    changeDate: date('change_date', { mode: 'string' }),
    createdAt: createdAt(),
    /** Hidden by a moderator, or set aside with its account (migration 0027): not counted. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.userId] }),
    uniqueIndex('venue_status_reports_id_key').on(t.id),
    index('venue_status_reports_user_idx').on(t.userId),
    check(
      'venue_status_reports_status_check',
      sql.raw(`status in (${VENUE_STATUS_CLAIMS.map((v) => `'${v}'`).join(', ')})`),
    ),
    check('venue_status_reports_date_check', sql`(status = 'new_management') = (change_date IS NOT NULL)`),
  ],
);

/** The status the claims confirm, one row per restaurant that has one. */
export const restaurantStatus = pgTable(
  'restaurant_status',
  {
    restaurantId: uuid('restaurant_id')
      .primaryKey()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    status: text('status').$type<VenueStatus>().notNull(),
    changeDate: date('change_date', { mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('restaurant_status_closed_idx').on(t.restaurantId).where(sql`status = 'closed'`),
    check('restaurant_status_status_check', sql`status in ('closed', 'new_management')`),
  ],
);

// ---------------------------------------------------------------- alerts (migration 0028)

/** A browser or installed app that receives the user's Web Push alerts. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceLabel: text('device_label').notNull().default(''),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

export const ALERT_CHANNELS = ['push', 'email'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** Every push and alert email to send, sent by the alerts worker (server/alerts). */
export const alertOutbox = pgTable(
  'alert_outbox',
  {
    id: id(),
    channel: text('channel').$type<AlertChannel>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    urgency: text('urgency').$type<'very-low' | 'low' | 'normal' | 'high'>().notNull().default('normal'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    /** One row per key at most (migration 0035): the weekly digest's user and week. */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    uniqueIndex('alert_outbox_dedupe_key').on(t.dedupeKey).where(sql`dedupe_key is not null`),
    index('alert_outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at is null and failed_at is null`),
    index('alert_outbox_user_idx').on(t.userId),
    check('alert_outbox_channel_check', sql`${t.channel} in ('push', 'email')`),
  ],
);

/** A notification to fan out to many users, expanded by the alerts fan-out out of the writer's request (migration 0033). */
export const alertFanoutJobs = pgTable('alert_fanout_jobs', {
  id: id(),
  type: text('type').$type<(typeof NOTIFICATION_TYPES)[number]>().notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  titleEn: text('title_en'),
  messageEn: text('message_en'),
  restaurantId: uuid('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
  reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
  moderationActionId: uuid('moderation_action_id').references((): AnyPgColumn => moderationActions.id, { onDelete: 'cascade' }),
  userIds: uuid('user_ids').array(),
  actorId: uuid('actor_id'),
  onlyWithAllergens: uuid('only_with_allergens').array(),
  repeatQuietHours: integer('repeat_quiet_hours'),
  afterUserId: uuid('after_user_id'),
  written: integer('written').notNull().default(0),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  claimedBy: text('claimed_by'),
  doneAt: timestamp('done_at', { withTimezone: true }),
  failedAt: timestamp('failed_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: createdAt(),
});

/** Secrets made at first start and shared by every instance: VAPID keys, the unsubscribe HMAC key. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

/** What each user receives outside the app (migration 0029); no row: DEFAULT_ALERT_PREFERENCES. */
export const alertPreferences = pgTable('alert_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pushTypes: text('push_types').array().notNull(),
  emailTypes: text('email_types').array().notNull(),
  quietStartMinute: smallint('quiet_start_minute'),
  quietEndMinute: smallint('quiet_end_minute'),
  timeZone: text('time_zone').notNull().default('Europe/Rome'),
  incidentsDuringQuietHours: boolean('incidents_during_quiet_hours').notNull().default(true),
  updatedAt: updatedAt(),
});
