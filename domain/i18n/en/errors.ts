import type { Catalogue } from '../catalogue';
/**
 * English messages of the API errors, keyed by the stable machine `code` of
 * `AppError` (the Italian ones are in ../it/errors.ts).
 */
export const errorMessages = {
  // Generic
  bad_request: 'Invalid request.',
  not_found: 'Resource not found.',
  method_not_allowed: 'Operation not allowed on this resource.',
  bad_json: 'The request body is not valid JSON.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'Unsupported request format.',
  validation_failed: 'Invalid data.',
  unauthorized: 'You need to sign in.',
  insufficient_aal: 'Enter your two-step verification code to continue.',
  forbidden: 'You do not have permission for this operation.',
  id_conflict: 'This identifier already belongs to other content: reload the page and try again.',
  conflict: 'The data has been changed in the meantime: reload and try again.',
  rate_limited: 'Too many requests: try again shortly.',
  internal_error: 'An unexpected error occurred.',
  service_unavailable: 'Service temporarily unavailable: try again shortly.',
  database_unavailable: 'The database is not responding right now: try again shortly.',
  upstream_unavailable: 'The external service is not responding: try again shortly.',
  storage_unavailable: 'Photos are not available at the moment: try again shortly.',
  network_error: 'No connection: check your network and try again.',
  invalid_response: 'The server sent an invalid response.',
  // Profiles, allergens, consent, notifications
  profile_not_found: 'Profile not found.',
  nickname_taken: 'This nickname is already taken: choose another one.',
  allergen_not_found: 'Allergen not found.',
  unknown_allergen: 'One or more allergens do not exist.',
  duplicate_allergen: 'The same allergen appears more than once.',
  invalid_nickname: 'Invalid nickname.',
  account_deletion_not_confirmed: 'Type ELIMINA to confirm the deletion of the account.',
  invalid_consent_type: 'Invalid consent type.',
  invalid_policy_version: 'This is not the policy version in force: reload the page and try again.',
  notification_not_found: 'Notification not found.',
  push_device_not_found: 'Device not found.',
  push_endpoint_not_allowed: 'This browser uses a notification service we do not know: notifications are not available here.',
  push_device_limit: 'You have reached the maximum number of devices: remove one to add this one.',
  // Reaction reports, saved venues, venue status
  incident_not_found: 'Report not found.',
  incident_not_owned: 'You can only edit or withdraw your own reports.',
  incident_close_reason_invalid: 'Write the reason for closing (10 to 1000 characters).',
  incident_already_closed: 'This report is already closed.',
  incident_already_reported:
    'You have already reported a reaction at this venue today: you can edit your report.',
  invalid_meal_date: 'Enter the date of the meal.',
  meal_date_in_future: 'The date of the meal cannot be in the future.',
  meal_date_too_old: 'The date of the meal can be at most one year ago.',
  // Practices: a moderator's verification (docs/product.md#practices)
  practice_not_verifiable: 'Only ‘100% gluten-free venue’ and ‘Member of the AIC network’ are verified against a source.',
  practice_verification_source_invalid: 'Give the source of the verification (10 to 500 characters).',
  practice_verification_date_invalid: 'Give the date of the verification: not in the future and at most 12 months ago.',
  saved_limit_reached: 'You have reached the maximum number of saved venues: remove some to save others.',
  // Restaurants
  restaurant_not_found: 'Restaurant not found.',
  change_date_required: 'Give the date of the change of management.',
  invalid_change_date: 'Enter a valid date.',
  change_date_in_future: 'The date of the change of management cannot be in the future.',
  change_date_too_old: 'The date of the change of management can be at most 5 years ago.',
  change_date_unexpected: 'Only new management has a date.',
  duplicate_restaurant: 'The venue is already in the list.',
  duplicate_restaurant_hidden: 'The venue is already listed, but it is hidden by moderation and cannot be added again.',
  not_deleted: 'The venue was not deleted. Check your permissions.',
  // Reviews and votes
  review_not_found: 'Review not found.',
  review_not_owned: 'Review not found or not authorised.',
  cannot_vote_own_review: 'You cannot vote on your own reviews.',
  // Photos and storage
  too_many_photos: 'You can upload at most 5 photos per review.',
  not_an_image: 'The file is not a valid image.',
  file_too_large: 'The file is too large.',
  object_exists: 'A file with this name already exists.',
  object_not_found: 'File not found.',
  invalid_photo: 'One or more photos were not uploaded: try adding them again.',
  // Places and geocoding
  place_not_found: 'The venue details could not be retrieved.',
  places_unavailable: 'Venue search is not available at the moment.',
  geocoding_failed: 'The coordinates for this address could not be found.',
} satisfies Catalogue['errors'];

/** English message for an API error code; unknown codes get the generic one. */
export function apiErrorMessage(code: string | null | undefined): string {
  const messages: Readonly<Record<string, string | undefined>> = errorMessages;
  return (code ? messages[code] : undefined) ?? errorMessages.internal_error;
}
