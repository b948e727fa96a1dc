// SQL of the account module: everything stored about one user (for the export)
// and the deletion of the account. No rules here; the service decides who may
// call and wraps the deletion in one transaction.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { noteSessionsRevoked } from '../auth/caller-cache';
import type { Language } from '../../domain/i18n/language';
import type { Transaction } from '../db/client';
import type { Executor } from '../db/query';
import { titleIn, visibleMessageIn } from '../notifications/notifications.repository';
import {
  allergens,
  consentLog,
  identities,
  mfaFactors,
  notifications,
  outboxMessages,
  profiles,
  restaurantEdits,
  restaurants,
  reviewAllergens,
  reviewLikes,
  reviewPhotos,
  reviews,
  incidentReports,
  incidentReportAllergens,
  savedRestaurants,
  venueStatusReports,
  sessions,
  userAcceptances,
  userAllergens,
  users,
} from '../db/schema';

// ---------------------------------------------------------------- export

/** The account row without anything secret (no password hash, no tokens). */
export async function findAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      emailConfirmedAt: users.emailConfirmedAt,
      phoneConfirmedAt: users.phoneConfirmedAt,
      pendingEmail: users.emailChange,
      pendingPhone: users.phoneChange,
      lastSignInAt: users.lastSignInAt,
      userMetadata: users.userMetadata,
      appMetadata: users.appMetadata,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** language: the one the export's notifications are worded in (the request's). */
export async function findUserData(db: Executor, userId: string, language: Language) {
  const ownReviews = db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId));
  // One query after another: a transaction holds one connection, which runs
  // statements in turn anyway.
  const identityRows = await db
    .select({
      provider: identities.provider,
      identityData: identities.identityData,
      lastSignInAt: identities.lastSignInAt,
      createdAt: identities.createdAt,
    })
    .from(identities)
    .where(eq(identities.userId, userId))
    .orderBy(asc(identities.createdAt));
  const sessionRows = await db
    .select({
      createdAt: sessions.createdAt,
      refreshedAt: sessions.refreshedAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const factorRows = await db
    .select({
      friendlyName: mfaFactors.friendlyName,
      factorType: mfaFactors.factorType,
      status: mfaFactors.status,
      phone: mfaFactors.phone,
      createdAt: mfaFactors.createdAt,
    })
    .from(mfaFactors)
    .where(eq(mfaFactors.userId, userId))
    .orderBy(asc(mfaFactors.createdAt));
  const profileRows = await db
    .select({ nickname: profiles.nickname, createdAt: profiles.createdAt, updatedAt: profiles.updatedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const allergenRows = await db
    .select({
      id: allergens.id,
      name: allergens.name,
      emoji: allergens.emoji,
      addedAt: userAllergens.createdAt,
    })
    .from(userAllergens)
    .innerJoin(allergens, eq(allergens.id, userAllergens.allergenId))
    .where(eq(userAllergens.userId, userId))
    .orderBy(asc(allergens.name));
  const acceptanceRows = await db
    .select({
      privacyAccepted: userAcceptances.privacyAccepted,
      cookiesAccepted: userAcceptances.cookiesAccepted,
      termsAccepted: userAcceptances.termsAccepted,
      createdAt: userAcceptances.createdAt,
      updatedAt: userAcceptances.updatedAt,
    })
    .from(userAcceptances)
    .where(eq(userAcceptances.userId, userId));
  const consentRows = await db
    .select({
      consentType: consentLog.consentType,
      consentGiven: consentLog.consentGiven,
      policyVersion: consentLog.policyVersion,
      ip: consentLog.ip,
      userAgent: consentLog.userAgent,
      createdAt: consentLog.createdAt,
    })
    .from(consentLog)
    .where(eq(consentLog.userId, userId))
    .orderBy(asc(consentLog.id));
  const reviewRows = await db
    .select({
      id: reviews.id,
      restaurantId: reviews.restaurantId,
      restaurantName: restaurants.name,
      rating: reviews.rating,
      cleanlinessRating: reviews.cleanlinessRating,
      customerAttentionRating: reviews.customerAttentionRating,
      menuFlexibilityRating: reviews.menuFlexibilityRating,
      allergenIndication: reviews.allergenIndication,
      comment: reviews.comment,
      photoUrl: reviews.photoUrl,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .where(eq(reviews.userId, userId))
    .orderBy(asc(reviews.createdAt));
  const reviewAllergenRows = await db
    .select({ reviewId: reviewAllergens.reviewId, name: allergens.name })
    .from(reviewAllergens)
    .innerJoin(allergens, eq(allergens.id, reviewAllergens.allergenId))
    .where(inArray(reviewAllergens.reviewId, ownReviews))
    .orderBy(asc(allergens.name));
  const reviewPhotoRows = await db
    .select({ reviewId: reviewPhotos.reviewId, photoUrl: reviewPhotos.photoUrl })
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, ownReviews))
    .orderBy(asc(reviewPhotos.createdAt));
  const voteRows = await db
    .select({
      reviewId: reviewLikes.reviewId,
      isLike: reviewLikes.isLike,
      createdAt: reviewLikes.createdAt,
      updatedAt: reviewLikes.updatedAt,
    })
    .from(reviewLikes)
    .where(eq(reviewLikes.userId, userId))
    .orderBy(asc(reviewLikes.createdAt));
  const notificationRows = await db
    .select({
      type: notifications.type,
      title: titleIn(language),
      message: visibleMessageIn(language),
      reviewId: notifications.reviewId,
      restaurantId: notifications.restaurantId,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
  const restaurantRows = await db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      address: restaurants.address,
      city: restaurants.city,
      createdAt: restaurants.createdAt,
    })
    .from(restaurants)
    .where(eq(restaurants.userId, userId))
    .orderBy(asc(restaurants.createdAt));
  const editRows = await db
    .select({
      restaurantId: restaurantEdits.restaurantId,
      changes: restaurantEdits.changes,
      createdAt: restaurantEdits.createdAt,
    })
    .from(restaurantEdits)
    .where(eq(restaurantEdits.userId, userId))
    .orderBy(asc(restaurantEdits.createdAt));
  const trust = await findTrustData(db, userId);
  return {
    ...trust,
    identityRows,
    sessionRows,
    factorRows,
    profileRow: profileRows[0],
    allergenRows,
    acceptanceRow: acceptanceRows[0],
    consentRows,
    reviewRows,
    reviewAllergenRows,
    reviewPhotoRows,
    voteRows,
    notificationRows,
    restaurantRows,
    editRows,
  };
}

/** Reaction reports (with their allergens), saved restaurants and venue status claims of the user (migration 0014). */
async function findTrustData(db: Executor, userId: string) {
  const incidentRows = await db
    .select({
      id: incidentReports.id,
      restaurantId: incidentReports.restaurantId,
      restaurantName: restaurants.name,
      severity: incidentReports.severity,
      mealDate: incidentReports.mealDate,
      dishes: incidentReports.dishes,
      staffInformed: incidentReports.staffInformed,
      details: incidentReports.details,
      createdAt: incidentReports.createdAt,
      updatedAt: incidentReports.updatedAt,
    })
    .from(incidentReports)
    .innerJoin(restaurants, eq(restaurants.id, incidentReports.restaurantId))
    .where(eq(incidentReports.userId, userId))
    .orderBy(asc(incidentReports.createdAt));
  const ownIncidents = db.select({ id: incidentReports.id }).from(incidentReports).where(eq(incidentReports.userId, userId));
  const incidentAllergenRows = await db
    .select({ reportId: incidentReportAllergens.reportId, name: allergens.name })
    .from(incidentReportAllergens)
    .innerJoin(allergens, eq(allergens.id, incidentReportAllergens.allergenId))
    .where(inArray(incidentReportAllergens.reportId, ownIncidents))
    .orderBy(asc(allergens.name));
  const savedRows = await db
    .select({ restaurantId: savedRestaurants.restaurantId, restaurantName: restaurants.name, createdAt: savedRestaurants.createdAt })
    .from(savedRestaurants)
    .innerJoin(restaurants, eq(restaurants.id, savedRestaurants.restaurantId))
    .where(eq(savedRestaurants.userId, userId))
    .orderBy(asc(savedRestaurants.createdAt));
  const statusClaimRows = await db
    .select({
      restaurantId: venueStatusReports.restaurantId,
      status: venueStatusReports.status,
      changeDate: venueStatusReports.changeDate,
      createdAt: venueStatusReports.createdAt,
    })
    .from(venueStatusReports)
    .where(eq(venueStatusReports.userId, userId))
    .orderBy(asc(venueStatusReports.createdAt));
  return { incidentRows, incidentAllergenRows, savedRows, statusClaimRows };
}

export type UserData = Awaited<ReturnType<typeof findUserData>>;
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

// ---------------------------------------------------------------- deletion

/** Locks the account row for the deletion; undefined when it is already gone. */
export async function lockAccount(tx: Transaction, userId: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, phone: users.phone, pendingEmail: users.emailChange })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/**
 * Removes the photos of the user's reviews from the reviews (the reviews stay
 * as anonymous community content; a photo path names its author). Returns the
 * URLs, whose files the storage must then delete.
 */
export async function detachReviewPhotos(tx: Transaction, userId: string): Promise<string[]> {
  const ownReviews = tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId));
  const removed = await tx
    .delete(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, ownReviews))
    .returning({ url: reviewPhotos.photoUrl });
  const cleared = await tx
    .select({ url: reviews.photoUrl })
    .from(reviews)
    .where(sql`${reviews.userId} = ${userId} and ${reviews.photoUrl} is not null`);
  await tx
    .update(reviews)
    .set({ photoUrl: null })
    .where(sql`${reviews.userId} = ${userId} and ${reviews.photoUrl} is not null`);
  return [...new Set([...removed, ...cleared].map((row) => row.url).filter((url): url is string => url !== null))];
}

/** The mail and SMS kept in the outbox for the user's addresses (they hold the address). */
export async function deleteOutboxMessagesTo(tx: Transaction, recipients: readonly string[]): Promise<void> {
  if (recipients.length === 0) return;
  await tx.delete(outboxMessages).where(inArray(outboxMessages.recipient, [...recipients]));
}

/**
 * Deletes the account. The foreign keys do the rest: identities, sessions,
 * refresh tokens, one-time tokens, MFA factors, profile, acceptances, consent
 * log, allergen set (with the tree nuts and cereals it narrows), votes, notifications, reaction reports (health data),
 * saved restaurants and venue status claims go with it (CASCADE); reviews,
 * restaurants and restaurant edits stay with no author (SET NULL).
 */
export async function deleteUser(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
  // Its sessions go with it (CASCADE).
  noteSessionsRevoked();
}
