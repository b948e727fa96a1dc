// The moderation endpoints (/rest/v1/reports, /rest/v1/moderation/…): fetchers,
// query options and hooks of the 'Segnala' form, the moderators' page and the
// statement of reasons page (docs/product.md#moderation).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionTarget, BurstKind, ContributionKind, ModerationActionKind, ModerationRule, ReportReason, ReportTarget, StaffRole } from '@domain/moderation';
import type { RestaurantEdit } from '@domain/restaurants';
import { apiFetch } from '@web/lib/api-client';

const base = '/rest/v1';
const idPath = (id: string) => encodeURIComponent(id);

export type ModerationAction = {
  id: string;
  target_type: ActionTarget;
  target_id: string;
  action: ModerationActionKind;
  rule: ModerationRule | null;
  reason: string;
  moderator_id: string | null;
  affected_user_id: string | null;
  details: Record<string, unknown>;
  created_at: string;
};

export type ModeratedItem = {
  id: string;
  owner_id: string | null;
  owner_nickname: string | null;
  restaurant_id: string | null;
  restaurant_name: string | null;
  text: string | null;
  rating: string | null;
  hidden: boolean;
  locked: boolean;
  suspended_until: string | null;
};

export type Queue = {
  items: {
    target_type: ReportTarget;
    target_id: string;
    item: ModeratedItem | null;
    reports: { id: string; reason: ReportReason; details: string | null; created_at: string }[];
    history: ModerationAction[];
  }[];
  appeals: { id: string; text: string; created_at: string; action: ModerationAction; item: ModeratedItem | null }[];
  /** Users suspended now; `action` is the suspension recorded last (none for a ban by the operator). */
  suspensions: {
    user_id: string;
    nickname: string | null;
    until: string | null;
    indefinite: boolean;
    moderator_nickname: string | null;
    action: ModerationAction | null;
  }[];
  /** Burst flags (domain/moderation.ts), each with the contributions that make it. */
  bursts: {
    kind: BurstKind;
    user_id: string;
    nickname: string | null;
    account_created_at: string;
    restaurant_id: string;
    restaurant_name: string;
    contributions: { kind: ContributionKind; at: string }[];
  }[];
  /** Accounts whose contributions are set aside now, with that action. */
  set_aside: { nickname: string | null; action: ModerationAction }[];
};

export type Statement = ModerationAction & {
  rule_text: string | null;
  what: string | null;
  restaurant_name: string | null;
  appeal: { id: string; status: 'open' | 'upheld' | 'reversed'; text: string; decision_reason: string | null; created_at: string } | null;
  can_appeal: boolean;
};

export type ReportBody = { target_type: ReportTarget; target_id: string; reason: ReportReason; details?: string };
export type ActionBody = {
  target_type: ActionTarget;
  target_id: string;
  action: ModerationActionKind;
  rule?: ModerationRule;
  reason: string;
  days?: number;
  indefinite?: boolean;
  edit_id?: string;
};

export const useCreateReport = () =>
  useMutation({
    mutationFn: (body: ReportBody) => apiFetch<{ id: string; message: string }>(`${base}/reports`, { method: 'POST', body }),
  });

export const myRoleQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['moderation', 'me', userId],
    queryFn: () => apiFetch<{ role: StaffRole | null }>(`${base}/moderation/me`),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });

export const useMyRole = (userId: string | undefined) => useQuery(myRoleQuery(userId));

export const queueQuery = queryOptions({
  queryKey: ['moderation', 'queue'],
  queryFn: () => apiFetch<Queue>(`${base}/moderation/queue`),
});

export const useQueue = (enabled: boolean) => useQuery({ ...queueQuery, enabled });

export function useTakeAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ActionBody) => apiFetch<ModerationAction>(`${base}/moderation/actions`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['moderation'] }),
  });
}

export function useDecideAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ appealId, decision, reason }: { appealId: string; decision: 'upheld' | 'reversed'; reason: string }) =>
      apiFetch<{ status: string }>(`${base}/moderation/appeals/${idPath(appealId)}/decision`, { method: 'POST', body: { decision, reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['moderation'] }),
  });
}

export const statementQuery = (actionId: string) =>
  queryOptions({
    queryKey: ['moderation', 'statement', actionId],
    queryFn: () => apiFetch<Statement>(`${base}/moderation/decisions/${idPath(actionId)}`),
  });

export const useStatement = (actionId: string, enabled: boolean) => useQuery({ ...statementQuery(actionId), enabled });

export function useAppeal(actionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiFetch<{ message: string }>(`${base}/moderation/decisions/${idPath(actionId)}/appeal`, { method: 'POST', body: { text } }),
    onSuccess: () => client.invalidateQueries({ queryKey: statementQuery(actionId).queryKey }),
  });
}

export const restaurantEditsQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: ['moderation', 'edits', restaurantId],
    queryFn: () => apiFetch<{ items: RestaurantEdit[] }>(`${base}/restaurants/${idPath(restaurantId)}/edits`),
  });

export const useRestaurantEdits = (restaurantId: string) => useQuery(restaurantEditsQuery(restaurantId));
