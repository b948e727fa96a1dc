// Rules of moderation (docs/product.md#moderation): reports from anyone signed
// in, moderator actions recorded with who, when, why and which rule, the
// affected user's statement of reasons (notification and email) with one
// appeal, and the reporters' outcome. Authorisation is in requireStaff
// (roles.service.ts) and in the owner checks below.
import { en } from '../../domain/i18n/en';
import { localeOf } from '../../domain/i18n/format';
import { it } from '../../domain/i18n/it';
import { DEFAULT_LANGUAGE, isLanguage, pathInLanguage, type Language } from '../../domain/i18n/language';
import {
  ACTIONS_BY_TARGET,
  canDecideAppeal,
  isRestrictive,
  REVERSAL,
  type ActionTarget,
  type ModerationActionKind,
  type ModerationRule,
  type ReportReason,
  type ReportTarget,
} from '../../domain/moderation';
import { INDEFINITE_SUSPENSION_YEARS, isIndefiniteSuspension } from '../../domain/suspension';
import { banUser } from '../auth/admin.service';
import type { Config } from '../config';
import type { Database, Transaction } from '../db/client';
import { appError, AppError } from '../http/app-error';
import { notificationText, type NotificationText } from '../notifications/notification-text';
import { queueWrittenEmail } from '../alerts/alerts.repository';
import { STATEMENT_EMAIL } from '../alerts/email-sender';
import { queueAlertingNotification } from '../notifications/notifications.repository';
import * as repo from './moderation.repository';
import { decideStatusesOf } from '../venue-status/venue-status.service';
import { revertRestaurant } from './restaurant-history.service';
import { countOtherStaff, findRole } from './roles.repository';
import type { Staff } from './roles.service';
import { isUuid } from '../../domain/schemas/common';

export type ModerationDeps = { db: Database; config: Config };

/** Reports one user may send in an hour: a person reports by hand; more is a script. */
export const REPORTS_PER_HOUR = 20;
const QUEUE_LIMIT = 200;

const targetNotFound = () => appError('target_not_found');
const statementNotFound = () => appError('statement_not_found');

function uuidOr(raw: string, error: () => AppError): string {
  if (!isUuid(raw)) throw error();
  return raw.toLowerCase();
}

// ---------------------------------------------------------------- reports

export type ReportInput = { target_type: ReportTarget; target_id: string; reason: ReportReason; details?: string | null };

/** The moderation texts of a language (its answers, the statement email). */
const moderationIn = (language: Language) => (language === 'en' ? en.moderation : it.moderation);

/** language: the request's, for the acknowledgement it answers with. */
export async function createReport(deps: ModerationDeps, reporterId: string, input: ReportInput, language: Language, now = new Date()) {
  const targetId = uuidOr(input.target_id, targetNotFound);
  return deps.db.transaction(async (tx) => {
    const target = await repo.findTarget(tx, input.target_type, targetId);
    if (!target || target.hidden) throw targetNotFound();
    // One's own content is edited, withdrawn or deleted, not reported: a report on it would only flood the queue.
    if (target.owner_id === reporterId) throw appError('report_own_content');
    if ((await repo.countReportsSince(tx, reporterId, new Date(now.getTime() - 3_600_000))) >= REPORTS_PER_HOUR) {
      throw appError('report_limit');
    }
    const details = input.details?.trim() || null;
    const report = await repo.insertReport(tx, { targetType: input.target_type, targetId, reporterId, reason: input.reason, details });
    if (!report) throw appError('report_exists');
    return { id: report.id, status: 'open' as const, message: moderationIn(language).acknowledgement, created_at: report.created_at.toISOString() };
  });
}

// ---------------------------------------------------------------- actions

export type ActionInput = {
  target_type: ActionTarget;
  target_id: string;
  action: ModerationActionKind;
  rule?: ModerationRule | null;
  reason: string;
  /** suspend: how many days, or indefinite (exactly one). */
  days?: number;
  indefinite?: boolean;
  /** revert: the edit whose result the restaurant goes back to. */
  edit_id?: string;
};

export type ActionJson = {
  id: string;
  target_type: ActionTarget;
  target_id: string;
  action: ModerationActionKind;
  rule: string | null;
  reason: string;
  moderator_id: string | null;
  affected_user_id: string | null;
  details: Record<string, unknown>;
  created_at: string;
};

const actionJson = (row: repo.ActionRow): ActionJson => ({
  id: row.id,
  target_type: row.targetType,
  target_id: row.targetId,
  action: row.action,
  rule: row.rule,
  reason: row.reason,
  moderator_id: row.moderatorId,
  affected_user_id: row.affectedUserId,
  details: row.details,
  created_at: row.createdAt.toISOString(),
});

/** actionId: the statement of reasons the notification opens (its affected user's only). */
type Notice = NotificationText & { userId: string; actionId: string | null };
type Effects = { notices: Notice[]; statement: repo.ActionRow | null };

/** Changes the item as the action says; throws when it does not apply. */
async function applyAction(tx: Transaction, target: repo.TargetRow, input: ActionInput, moderatorId: string, now: Date): Promise<Record<string, unknown>> {
  const conflict = () => appError('already_in_state');
  const type = input.target_type;
  switch (input.action) {
    case 'dismiss':
      return {};
    case 'hide':
    case 'restore':
      if (target.hidden === (input.action === 'hide')) throw conflict();
      await repo.setHidden(tx, type as ReportTarget, target.id, input.action === 'hide');
      // A claim hidden or shown again can change what its restaurant's claims confirm.
      if (type === 'status_claim' && target.restaurant_id) await decideStatusesOf(tx, [target.restaurant_id], moderatorId);
      return {};
    case 'lock':
    case 'unlock':
      if (target.locked === (input.action === 'lock')) throw conflict();
      await repo.setLocked(tx, target.id, input.action === 'lock');
      return {};
    case 'revert':
      return { edit_id: await revertRestaurant(tx, target.id, input.edit_id ?? '', moderatorId) };
    case 'suspend': {
      const isIndefinite = input.indefinite === true;
      if (isIndefinite === (input.days !== undefined)) throw appError('suspension_period_required');
      const until = isIndefinite ? addYears(now, INDEFINITE_SUSPENSION_YEARS) : new Date(now.getTime() + input.days! * 86_400_000);
      await banUser(tx, target.id, until);
      return isIndefinite ? { until: null, days: null, indefinite: true } : { until: until.toISOString(), days: input.days, indefinite: false };
    }
    case 'unsuspend':
      if (!target.suspended_until) throw conflict();
      await banUser(tx, target.id, null);
      return {};
    case 'set_aside': {
      if (await repo.findOpenSetAside(tx, target.id)) throw conflict();
      const setAside = await repo.setAsideContributions(tx, target.id);
      await decideStatusesOf(tx, setAside.status_claims.map((claim) => claim.restaurant_id), moderatorId);
      return { set_aside: setAside, counts: setAsideCounts(setAside) };
    }
    case 'reinstate': {
      const open = await repo.findOpenSetAside(tx, target.id);
      if (!open) throw conflict();
      const setAside = open.details.set_aside as repo.SetAside;
      await repo.reinstateContributions(tx, target.id, setAside);
      await decideStatusesOf(tx, setAside.status_claims.map((claim) => claim.restaurant_id), moderatorId);
      return { set_aside_action_id: open.id, counts: setAsideCounts(setAside) };
    }
  }
}

/** How many of each kind a set-aside took away, for the statement and the moderators' history. */
const setAsideCounts = (setAside: repo.SetAside) => ({
  reviews: setAside.reviews.length,
  incidents: setAside.incidents.length,
  practice_stances: setAside.practice_stances.length,
  status_claims: setAside.status_claims.length,
});

/** The action, recorded, with the reports it closes and the notices it sends (in the caller's transaction). */
async function recordAction(tx: Transaction, staff: Staff, input: ActionInput, now: Date): Promise<{ row: repo.ActionRow; effects: Effects }> {
  if (!ACTIONS_BY_TARGET[input.target_type].includes(input.action)) {
    throw appError('action_not_allowed');
  }
  if (isRestrictive(input.action) && !input.rule) throw appError('rule_required');
  const targetId = uuidOr(input.target_id, targetNotFound);
  const target = await repo.findTarget(tx, input.target_type, targetId, { forUpdate: true });
  if (!target) throw targetNotFound();
  // Self-moderation: a moderator would dismiss the reports against their own
  // content or restore it once another hid it. A lone moderator still acts.
  if (target.owner_id === staff.userId && (await countOtherStaff(tx, staff.userId)) > 0) {
    throw appError('own_content_needs_other_moderator');
  }
  // A moderator must not be able to lock the staff out (the admins who would lift it among them).
  if ((input.action === 'suspend' || input.action === 'set_aside') && staff.role !== 'admin' && (await findRole(tx, target.id)) !== null) {
    throw input.action === 'suspend'
      ? appError('staff_suspension_needs_admin')
      : appError('staff_set_aside_needs_admin');
  }
  const details = await applyAction(tx, target, { ...input, target_id: targetId }, staff.userId, now);
  const row = await repo.insertAction(tx, {
    targetType: input.target_type,
    targetId,
    restaurantId: target.restaurant_id,
    affectedUserId: target.owner_id,
    moderatorId: staff.userId,
    action: input.action,
    rule: input.rule ?? null,
    reason: input.reason,
    details: { ...details, what: target.text, restaurant_name: target.restaurant_name },
  });
  const notices: Notice[] = [];
  const reportType: ReportTarget = input.target_type === 'user' ? 'profile' : input.target_type;
  if (input.action !== 'restore' && input.action !== 'unlock' && input.action !== 'unsuspend') {
    for (const reporterId of await repo.resolveOpenReports(tx, reportType, targetId, row.id)) {
      notices.push({
        userId: reporterId,
        ...notificationText(({ moderation }) => ({ title: moderation.outcomeTitle, message: moderation.outcome(input.action) })),
        actionId: null,
      });
    }
  }
  const statement = isRestrictive(input.action) && target.owner_id ? row : null;
  if (statement && target.owner_id) {
    notices.push({
      userId: target.owner_id,
      ...notificationText(({ moderation }) => ({
        title: moderation.noticeTitle(input.target_type, input.action),
        message: moderation.noticeMessage(input.target_type, input.action, snippet(target.text)),
      })),
      actionId: row.id,
    });
  }
  return { row, effects: { notices, statement } };
}

const addYears = (from: Date, years: number) => {
  const until = new Date(from);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
};

const snippet = (text: string | null) => (text && text.length > 80 ? `${text.slice(0, 79)}…` : (text ?? ''));

async function deliver(deps: ModerationDeps, tx: Transaction, effects: Effects): Promise<void> {
  // One fan-out job per distinct notice (every reporter gets the same outcome), whatever the number of reporters.
  const groups = new Map<string, { notice: Notice; userIds: string[] }>();
  for (const notice of effects.notices) {
    const key = JSON.stringify([notice.title, notice.message, notice.actionId]);
    const group = groups.get(key) ?? { notice, userIds: [] };
    group.userIds.push(notice.userId);
    groups.set(key, group);
  }
  for (const { notice, userIds } of groups.values()) {
    await queueAlertingNotification(tx, {
      userIds,
      type: 'moderation',
      title: notice.title,
      message: notice.message,
      titleEn: notice.titleEn,
      messageEn: notice.messageEn,
      moderationActionId: notice.actionId,
    });
  }
  const statement = effects.statement;
  if (!statement?.affectedUserId) return;
  const recipient = await repo.findUserEmail(tx, statement.affectedUserId);
  if (!recipient?.email) return;
  // In the language the user chose; Italian when never chosen. Through the
  // alerts outbox: it leaves after the commit, an SMTP server that is slow or
  // down delays it (retried) and never holds up the decision or undoes it.
  const language = isLanguage(recipient.language) ? recipient.language : DEFAULT_LANGUAGE;
  const { to, ...email } = statementEmail(deps.config, recipient.email, statement, language);
  await queueWrittenEmail(tx, { userId: statement.affectedUserId, recipient: to, payload: { type: STATEMENT_EMAIL, ...email } });
}

/** The decision's page in the email's language (/en/… opens the English app wherever the email is read). */
export function statementLink(config: Config, actionId: string, language: Language): string {
  return `${config.siteUrl}${pathInLanguage(`/decisioni/${actionId}`, language)}`;
}

function statementEmail(config: Config, to: string, action: repo.ActionRow, language: Language) {
  const m = moderationIn(language);
  const link = statementLink(config, action.id, language);
  const what = typeof action.details.what === 'string' ? action.details.what : '';
  const until = m.untilText(action.details, (iso) => new Date(iso).toLocaleDateString(localeOf(language)));
  const lines = [
    m.emailIntro(action.targetType, action.action),
    '',
    `${m.statementWhat}: ${m.targetLabels[action.targetType]}${what ? ` «${snippet(what)}»` : ''}`,
    `${m.statementWhy}: ${action.reason}`,
    `${m.statementRule}: ${action.rule ? m.rules[action.rule as ModerationRule] : '-'}`,
    ...(until ? [`${m.statementUntil}: ${until}`] : []),
    '',
    `${m.statementHowToAppeal}: ${m.appealHowTo}`,
    `${m.emailOpen}: ${link}`,
  ];
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const html = `<p>${lines.filter((l) => l !== '').map(escape).join('</p><p>')}</p><p><a href="${escape(link)}">${escape(m.emailOpen)}</a></p>`;
  return { to, subject: m.emailSubject(config.appName), text: lines.join('\n'), html, link };
}

export async function takeAction(deps: ModerationDeps, staff: Staff, input: ActionInput, now = new Date()): Promise<ActionJson> {
  const row = await deps.db.transaction(async (tx) => {
    const { row, effects } = await recordAction(tx, staff, input, now);
    await deliver(deps, tx, effects);
    return row;
  });
  return actionJson(row);
}

// ---------------------------------------------------------------- statements and appeals

export type StatementJson = ActionJson & {
  rule_text: string | null;
  what: string | null;
  restaurant_name: string | null;
  appeal: { id: string; status: 'open' | 'upheld' | 'reversed'; text: string; decision_reason: string | null; created_at: string } | null;
  can_appeal: boolean;
};

/** The statement of reasons: for its affected user and for staff only, its rule worded in the request's language. */
export async function getStatement(db: Database, viewerId: string, isStaff: boolean, rawId: string, language: Language): Promise<StatementJson> {
  const id = uuidOr(rawId, statementNotFound);
  const action = await repo.findAction(db, id);
  if (!action || (!isStaff && action.affectedUserId !== viewerId)) throw statementNotFound();
  const appeal = await repo.findAppealOfAction(db, id);
  return {
    ...actionJson(action),
    rule_text: action.rule ? moderationIn(language).rules[action.rule as ModerationRule] : null,
    what: typeof action.details.what === 'string' ? action.details.what : null,
    restaurant_name: typeof action.details.restaurant_name === 'string' ? action.details.restaurant_name : null,
    appeal: appeal
      ? { id: appeal.id, status: appeal.status, text: appeal.text, decision_reason: appeal.decisionReason, created_at: appeal.createdAt.toISOString() }
      : null,
    can_appeal: !appeal && action.affectedUserId === viewerId && isRestrictive(action.action),
  };
}

export async function appeal(db: Database, userId: string, rawActionId: string, text: string, language: Language) {
  const actionId = uuidOr(rawActionId, statementNotFound);
  const action = await repo.findAction(db, actionId);
  if (!action || action.affectedUserId !== userId) throw statementNotFound();
  if (!isRestrictive(action.action)) throw appError('appeal_not_allowed');
  const row = await repo.insertAppeal(db, { actionId, userId, text: text.trim() });
  if (!row) throw appError('appeal_exists');
  return { id: row.id, status: row.status, message: moderationIn(language).appealSent };
}

export async function decideAppeal(
  deps: ModerationDeps,
  staff: Staff,
  rawAppealId: string,
  input: { decision: 'upheld' | 'reversed'; reason: string },
  now = new Date(),
) {
  const appealId = uuidOr(rawAppealId, () => appError('appeal_not_found'));
  const result = await deps.db.transaction(async (tx) => {
    const appealRow = await repo.findAppeal(tx, appealId, { forUpdate: true });
    if (!appealRow || appealRow.status !== 'open') throw appError('appeal_not_found');
    const action = (await repo.findAction(tx, appealRow.actionId))!;
    const others = (await countOtherStaff(tx, staff.userId)) > 0;
    if (!canDecideAppeal(staff.userId, { actingModeratorId: action.moderatorId, appellantId: appealRow.userId }, others)) {
      throw appError('appeal_needs_other_moderator');
    }
    await repo.decideAppeal(tx, appealId, { status: input.decision, decidedBy: staff.userId, decisionReason: input.reason });
    const undo = REVERSAL[action.action];
    let reversal: repo.ActionRow | null = null;
    if (input.decision === 'reversed' && undo) {
      ({ row: reversal } = await recordAction(
        tx,
        staff,
        { target_type: action.targetType, target_id: action.targetId, action: undo, reason: input.reason },
        now,
      ).catch((error: unknown) => {
        // Already undone meanwhile (restored by hand): the appeal still succeeds.
        if (error instanceof AppError && error.code === 'already_in_state') return { row: null };
        throw error;
      }));
    }
    await deliver(deps, tx, {
      notices: [
        {
          userId: appealRow.userId,
          ...notificationText(({ moderation }) => ({
            title: moderation.appealDecidedTitle,
            message: moderation.appealDecided(input.decision === 'reversed'),
          })),
          actionId: action.id,
        },
      ],
      statement: null,
    });
    return { id: appealId, status: input.decision, reversal_action_id: reversal?.id ?? null };
  });
  return result;
}

// ---------------------------------------------------------------- queue

/**
 * The queue: open reports by item, open appeals, who is suspended now (to lift
 * it from the page), the burst flags with their evidence, and the accounts whose
 * contributions are set aside (to reinstate them).
 */
export async function getQueue(db: Database) {
  const reports = await repo.listOpenReports(db, QUEUE_LIMIT);
  const groups = new Map<string, { target_type: ReportTarget; target_id: string; reports: typeof reports }>();
  for (const report of reports) {
    const key = `${report.target_type}:${report.target_id}`;
    const group = groups.get(key) ?? { target_type: report.target_type, target_id: report.target_id, reports: [] };
    group.reports.push(report);
    groups.set(key, group);
  }
  const items = [];
  for (const group of groups.values()) {
    const target = await repo.findTarget(db, group.target_type, group.target_id);
    const history = await repo.listHistory(db, [{ type: group.target_type, id: group.target_id }], target?.owner_id ? [target.owner_id] : []);
    items.push({
      target_type: group.target_type,
      target_id: group.target_id,
      item: target ? itemJson(target) : null,
      reports: group.reports.map((r) => ({ id: r.id, reason: r.reason, details: r.details, created_at: r.created_at.toISOString() })),
      history: history.map(actionJson),
    });
  }
  const appeals = [];
  const openAppeals = await repo.listOpenAppeals(db, QUEUE_LIMIT);
  const appealedActions = await repo.findActions(db, openAppeals.map((row) => row.actionId));
  for (const row of openAppeals) {
    const action = appealedActions.get(row.actionId)!;
    const target = await repo.findTarget(db, action.targetType, action.targetId);
    appeals.push({
      id: row.id,
      text: row.text,
      created_at: row.createdAt.toISOString(),
      action: actionJson(action),
      item: target ? itemJson(target) : null,
    });
  }
  const suspensions = [];
  const suspended = await repo.listSuspendedUsers(db, QUEUE_LIMIT);
  const suspendActions = await repo.findActions(db, suspended.flatMap((row) => (row.action_id ? [row.action_id] : [])));
  for (const row of suspended) {
    const action = row.action_id ? suspendActions.get(row.action_id) : undefined;
    const isIndefinite = isIndefiniteSuspension(new Date(row.banned_until));
    suspensions.push({
      user_id: row.user_id,
      nickname: row.nickname,
      until: isIndefinite ? null : new Date(row.banned_until).toISOString(),
      indefinite: isIndefinite,
      moderator_nickname: row.moderator_nickname,
      action: action ? actionJson(action) : null,
    });
  }
  const bursts = (await repo.listBursts(db, QUEUE_LIMIT)).map((row) => ({
    kind: row.kind,
    user_id: row.user_id,
    nickname: row.nickname,
    account_created_at: new Date(row.account_created_at).toISOString(),
    restaurant_id: row.restaurant_id,
    restaurant_name: row.restaurant_name,
    contributions: row.contributions.map((c) => ({ kind: c.kind, at: new Date(c.at).toISOString() })),
  }));
  const setAsideRows = await repo.listSetAsideAccounts(db, QUEUE_LIMIT);
  const setAsideActions = await repo.findActions(db, setAsideRows.map((row) => row.action_id));
  const setAside = setAsideRows.map((row) => ({ nickname: row.nickname, action: actionJson(setAsideActions.get(row.action_id)!) }));
  return { items, appeals, suspensions, bursts, set_aside: setAside };
}

function itemJson(target: repo.TargetRow) {
  return {
    id: target.id,
    owner_id: target.owner_id,
    owner_nickname: target.owner_nickname,
    restaurant_id: target.restaurant_id,
    restaurant_name: target.restaurant_name,
    text: target.text,
    rating: target.rating,
    hidden: target.hidden,
    locked: target.locked,
    suspended_until: target.suspended_until ? new Date(target.suspended_until).toISOString() : null,
  };
}
