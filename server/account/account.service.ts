// Rules of the account module: a user exports and deletes only their own
// account (the id always comes from the access token). The export holds every
// row stored about the person and nothing secret; the deletion runs in one
// transaction and leaves their reviews as anonymous community content.
import { getAlertPreferences } from '../alerts/alert-preferences.service';
import { listDevices } from '../push/push.repository';
import type { FastifyBaseLogger } from 'fastify';
import { allergenDisplayName } from '../../domain/allergens';
import type { Language } from '../../domain/i18n/language';
import type { Database } from '../db/client';
import { appError } from '../http/app-error';
import type { DeleteUserPhotoFiles } from './account.photos';
import {
  deleteOutboxMessagesTo,
  deleteUser,
  detachReviewPhotos,
  findAccount,
  findUserData,
  lockAccount,
  type AccountRow,
  type UserData,
} from './account.repository';
import type { AccountExport } from './account.schemas';
import { eraseModerationTextOf, findModerationExport } from '../moderation/moderation.repository';
import { findTrustExport, type TrustExport } from '../sensitivity/trust-export';
import { findOwnSpecies } from '../user-allergens/allergen-species.repository';
import { isAllergenSpecies, speciesItalianName } from '../../domain/allergen-species';
import { withdrawAllClaimsOf } from '../venue-status/venue-status.service';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

const notFound = () => appError('profile_not_found');

function groupBy<T, V>(rows: readonly T[], key: (row: T) => string, value: (row: T) => V): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(value(row));
    groups.set(key(row), list);
  }
  return groups;
}

export async function exportOwnData(
  db: Database,
  callerId: string,
  meta: ExportMeta,
): Promise<AccountExport> {
  // One snapshot: every query sees the same moment.
  const snapshot = await db.transaction(
    async (tx) => {
      const account = await findAccount(tx, callerId);
      return account
        ? {
            account,
            data: await findUserData(tx, callerId, meta.language),
            trust: await findTrustExport(tx, callerId),
            species: await findOwnSpecies(tx, callerId),
            moderation: moderationExport(await findModerationExport(tx, callerId)),
            alerts: {
              preferences: await getAlertPreferences(tx, callerId),
              devices: (await listDevices(tx, callerId)).map((device) => ({
                device_label: device.deviceLabel,
                created_at: iso(device.createdAt)!,
                last_sent_at: iso(device.lastSentAt),
              })),
            },
          }
        : undefined;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (!snapshot) throw notFound();
  return {
    ...toExport(snapshot.account, snapshot.data, meta),
    ...snapshot.trust,
    moderation: snapshot.moderation,
    alerts: snapshot.alerts,
    allergen_species: snapshot.species.map((row) => ({
      allergen: row.allergen,
      species: row.species,
      italian_name: isAllergenSpecies(row.species) ? speciesItalianName(row.species) : row.species,
    })),
  };
}

/** The reports the account filed (with their text), the decisions about it (each a statement of reasons) and its appeals. */
function moderationExport(rows: Awaited<ReturnType<typeof findModerationExport>>): AccountExport['moderation'] {
  return {
    reports_filed: rows.reportsFiled.map((row) => ({
      target_type: row.targetType,
      target_id: row.targetId,
      reason: row.reason,
      details: row.details,
      status: row.status,
      created_at: iso(row.createdAt)!,
      resolved_at: iso(row.resolvedAt),
    })),
    decisions: rows.decisions.map((row) => ({
      id: row.id,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      rule: row.rule,
      reason: row.reason,
      details: row.details,
      created_at: iso(row.createdAt)!,
    })),
    appeals: rows.appeals.map((row) => ({
      action_id: row.actionId,
      text: row.text,
      status: row.status,
      decision_reason: row.decisionReason,
      created_at: iso(row.createdAt)!,
      decided_at: iso(row.decidedAt),
    })),
  };
}

type ExportMeta = {
  appName: string;
  now: Date;
  /** The language the notifications are worded in: the request's. */
  language: Language;
  /** Photo paths become links that open outside the app. */
  siteUrl?: string;
};

function toExport(account: AccountRow, data: UserData, meta: ExportMeta): Omit<AccountExport, keyof TrustExport | 'moderation' | 'alerts' | 'allergen_species'> {
  const allergensOfReview = groupBy(data.reviewAllergenRows, (row) => row.reviewId, (row) => row.name);
  const absolute = (url: string) => (meta.siteUrl && url.startsWith('/') && !url.startsWith('//') ? `${meta.siteUrl}${url}` : url);
  const photosOfReview = groupBy(data.reviewPhotoRows, (row) => row.reviewId, (row) => absolute(row.photoUrl));
  const allergensOfIncident = groupBy(data.incidentAllergenRows, (row) => row.reportId, (row) => row.name);
  return {
    format: 'allerguida-account-export',
    version: 1,
    app: meta.appName,
    exported_at: meta.now.toISOString(),
    account: {
      id: account.id,
      email: account.email,
      phone: account.phone,
      email_confirmed_at: iso(account.emailConfirmedAt),
      phone_confirmed_at: iso(account.phoneConfirmedAt),
      pending_email: account.pendingEmail || null,
      pending_phone: account.pendingPhone || null,
      last_sign_in_at: iso(account.lastSignInAt),
      user_metadata: account.userMetadata,
      app_metadata: account.appMetadata,
      created_at: iso(account.createdAt)!,
      updated_at: iso(account.updatedAt)!,
    },
    identities: data.identityRows.map((row) => ({
      provider: row.provider,
      identity_data: row.identityData,
      last_sign_in_at: iso(row.lastSignInAt),
      created_at: iso(row.createdAt)!,
    })),
    sessions: data.sessionRows.map((row) => ({
      created_at: iso(row.createdAt)!,
      refreshed_at: iso(row.refreshedAt),
      user_agent: row.userAgent,
      ip: row.ip,
    })),
    mfa_factors: data.factorRows.map((row) => ({
      friendly_name: row.friendlyName,
      factor_type: row.factorType,
      status: row.status,
      phone: row.phone,
      created_at: iso(row.createdAt)!,
    })),
    profile: data.profileRow
      ? {
          nickname: data.profileRow.nickname,
          created_at: iso(data.profileRow.createdAt)!,
          updated_at: iso(data.profileRow.updatedAt)!,
        }
      : null,
    allergens: data.allergenRows.map((row) => ({
      id: row.id,
      name: row.name,
      italian_name: allergenDisplayName(row.name),
      emoji: row.emoji,
      added_at: iso(row.addedAt)!,
    })),
    acceptances: data.acceptanceRow
      ? {
          privacy_accepted: data.acceptanceRow.privacyAccepted,
          cookies_accepted: data.acceptanceRow.cookiesAccepted,
          terms_accepted: data.acceptanceRow.termsAccepted,
          created_at: iso(data.acceptanceRow.createdAt)!,
          updated_at: iso(data.acceptanceRow.updatedAt)!,
        }
      : null,
    consent_log: data.consentRows.map((row) => ({
      consent_type: row.consentType,
      consent_given: row.consentGiven,
      policy_version: row.policyVersion,
      ip: row.ip,
      user_agent: row.userAgent,
      created_at: iso(row.createdAt)!,
    })),
    reviews: data.reviewRows.map((row) => ({
      id: row.id,
      restaurant_id: row.restaurantId,
      restaurant_name: row.restaurantName,
      rating: row.rating,
      cleanliness_rating: row.cleanlinessRating,
      customer_attention_rating: row.customerAttentionRating,
      menu_flexibility_rating: row.menuFlexibilityRating,
      allergen_indication: row.allergenIndication,
      comment: row.comment,
      photo_url: row.photoUrl === null ? null : absolute(row.photoUrl),
      photos: photosOfReview.get(row.id) ?? [],
      allergens: allergensOfReview.get(row.id) ?? [],
      created_at: iso(row.createdAt)!,
      updated_at: iso(row.updatedAt)!,
    })),
    votes: data.voteRows.map((row) => ({
      review_id: row.reviewId,
      is_like: row.isLike,
      created_at: iso(row.createdAt)!,
      updated_at: iso(row.updatedAt)!,
    })),
    notifications: data.notificationRows.map((row) => ({
      type: row.type,
      title: row.title,
      message: row.message,
      review_id: row.reviewId,
      restaurant_id: row.restaurantId,
      read_at: iso(row.readAt),
      created_at: iso(row.createdAt)!,
    })),
    restaurants_added: data.restaurantRows.map((row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      city: row.city,
      created_at: iso(row.createdAt)!,
    })),
    restaurant_edits: data.editRows.map((row) => ({
      restaurant_id: row.restaurantId,
      changes: row.changes,
      created_at: iso(row.createdAt)!,
    })),
    reaction_reports: data.incidentRows.map((row) => ({
      id: row.id,
      restaurant_id: row.restaurantId,
      restaurant_name: row.restaurantName,
      severity: row.severity,
      meal_date: row.mealDate,
      dishes: row.dishes,
      staff_informed: row.staffInformed,
      details: row.details,
      allergens: allergensOfIncident.get(row.id) ?? [],
      created_at: iso(row.createdAt)!,
      updated_at: iso(row.updatedAt)!,
    })),
    saved_restaurants: data.savedRows.map((row) => ({
      restaurant_id: row.restaurantId,
      restaurant_name: row.restaurantName,
      created_at: iso(row.createdAt)!,
    })),
    venue_status_reports: data.statusClaimRows.map((row) => ({
      restaurant_id: row.restaurantId,
      status: row.status,
      change_date: row.changeDate,
      created_at: iso(row.createdAt)!,
    })),
  };
}

/**
 * Deletes the account and everything personal in one transaction; the photo
 * files go afterwards (a storage failure must not resurrect the account, and is
 * logged for the operator).
 */
export async function deleteOwnAccount(
  db: Database,
  callerId: string,
  deps: { deletePhotoFiles: DeleteUserPhotoFiles; log: FastifyBaseLogger },
): Promise<void> {
  const photoUrls = await db.transaction(async (tx) => {
    const account = await lockAccount(tx, callerId);
    if (!account) throw notFound();
    const urls = await detachReviewPhotos(tx, callerId);
    const addresses = [account.email, account.phone, account.pendingEmail].filter(
      (address): address is string => Boolean(address),
    );
    await deleteOutboxMessagesTo(tx, addresses);
    // Their claims about closed or changed venues would go with the account
    // anyway (CASCADE); withdrawn first, so each venue's status is decided again.
    await withdrawAllClaimsOf(tx, callerId);
    await eraseModerationTextOf(tx, callerId);
    await deleteUser(tx, callerId);
    return urls;
  });
  try {
    await deps.deletePhotoFiles({ userId: callerId, photoUrls });
  } catch (error) {
    deps.log.error({ err: error, userId: callerId }, 'photo files of a deleted account were not removed');
  }
}
