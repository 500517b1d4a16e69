import * as z from 'zod';
import { AD_STATUSES, pageQuery } from './ads.ts';
import { idParam } from './catalog.ts';

/**
 * Trust and safety (issue 42): what users report, what staff decide, and the rules' defaults.
 * The server answers and the forms validate with these same schemas.
 */

/** Why an ad, a user or a conversation is reported (the report form's choices, in this order). */
export const REPORT_REASONS = [
  'scam',
  'prohibited',
  'wrong_category',
  'duplicate',
  'sold',
  'offensive',
  'misleading_price',
  'other',
] as const;
export const reportReason = z.enum(REPORT_REASONS, 'report_reason');
export type ReportReason = z.infer<typeof reportReason>;

export const REPORT_NOTE_MAX_LENGTH = 500;

/** `POST /ads/{id}/report`, `/users/{id}/report`, `/conversations/{id}/report`. */
export const reportBody = z.object({
  reason: reportReason,
  note: z.string().trim().max(REPORT_NOTE_MAX_LENGTH, 'report_note_max').default(''),
});
export type ReportBody = z.input<typeof reportBody>;

/** What a report is about. */
export const REPORT_TARGETS = ['ad', 'user', 'conversation'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** A report waits (`open`) until a moderator dismisses it or acts on its target. */
export const REPORT_STATES = ['open', 'dismissed', 'actioned'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** Staff roles, on top of the account's own kind: `admin` can do all a moderator does. */
export const STAFF_ROLES = ['moderator', 'admin'] as const;
export const staffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRole>;

/**
 * The rules' defaults; an admin changes them in the console (`0` turns a rule off):
 * distinct accounts whose reports hide an ad, and how many first ads of how young an account
 * wait for review.
 */
export const MODERATION_DEFAULTS = {
  reportsToHide: 3,
  newSellerAds: 3,
  newSellerDays: 7,
} as const;

export const moderationSettings = z.object({
  reports_to_hide: z.number('not_a_number').int('not_an_integer').min(0).max(100),
  new_seller_ads: z.number('not_a_number').int('not_an_integer').min(0).max(100),
  new_seller_days: z.number('not_a_number').int('not_an_integer').min(0).max(365),
});
export type ModerationSettings = z.infer<typeof moderationSettings>;

/**
 * Why an ad waits for a moderator instead of being live: `resubmitted` is a rejected ad its
 * seller has edited (and so sent for review again).
 */
export const HOLD_REASONS = [
  'new_seller',
  'prohibited_word',
  'banned_picture',
  'reports',
  'resubmitted',
] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export const MODERATION_REASON_MAX_LENGTH = 500;

/** Every staff action says why: the seller is told, and the audit log keeps it. */
const actionReason = z
  .string('moderation_reason_required')
  .trim()
  .min(1, 'moderation_reason_required')
  .max(MODERATION_REASON_MAX_LENGTH, 'moderation_reason_max');

/** `POST /admin/ads/{id}/actions`. Approve a held ad, hide, restore (make live again), delete. */
export const AD_ACTIONS = ['approve', 'reject', 'hide', 'restore', 'delete'] as const;
export type AdAction = (typeof AD_ACTIONS)[number];
export const adActionBody = z.object({
  action: z.enum(AD_ACTIONS, 'invalid_choice'),
  reason: actionReason,
});
export type AdActionBody = z.infer<typeof adActionBody>;

/** The longest suspension; longer is a ban. */
export const MAX_SUSPENSION_DAYS = 365;

/** `POST /admin/users/{id}/actions`. `lift` ends a suspension or a ban. */
export const USER_ACTIONS = ['warn', 'suspend', 'ban', 'lift'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];
export const userActionBody = z
  .object({
    action: z.enum(USER_ACTIONS, 'invalid_choice'),
    reason: actionReason,
    days: z
      .number('not_a_number')
      .int('not_an_integer')
      .min(1, 'suspension_days')
      .max(MAX_SUSPENSION_DAYS, 'suspension_days')
      .optional(),
  })
  .refine((body) => body.action !== 'suspend' || body.days !== undefined, {
    message: 'suspension_days',
    path: ['days'],
  });
export type UserActionBody = z.infer<typeof userActionBody>;

/** `POST /admin/reports/{id}/dismiss`: the report was not founded; its target stays as it is. */
export const dismissReportBody = z.object({ reason: actionReason });
export type DismissReportBody = z.infer<typeof dismissReportBody>;

/** `GET /admin/queue`: what waits for a decision, oldest first. */
export const QUEUE_KINDS = ['reports', 'held'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];
export const queueQuery = z.object({
  kind: z.enum(QUEUE_KINDS).default('reports'),
  reason: reportReason.optional(),
  target: z.enum(REPORT_TARGETS).optional(),
  state: z.enum(REPORT_STATES).default('open'),
  /** Only what waits since at least this many days. */
  min_age_days: z.coerce.number().int().min(0).max(3650).optional(),
  page: pageQuery,
});
export type QueueQuery = z.infer<typeof queueQuery>;

/** `GET /admin/audit`: the log, newest first. */
export const auditQuery = z.object({
  actor_id: idParam.optional(),
  target: z
    .enum([
      ...REPORT_TARGETS,
      'settings',
      'word',
      'content',
      'banner',
      'category',
      'filter',
      'country',
      'city',
      'interest',
      'legal',
      'service_provider',
      'contact',
    ] as const)
    .optional(),
  target_id: idParam.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: pageQuery,
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const PROHIBITED_WORD_MAX_LENGTH = 60;

/** `POST /admin/prohibited-words`: a word or phrase, in Arabic or English. */
export const prohibitedWordBody = z.object({
  word: z
    .string('required')
    .trim()
    .min(2, 'prohibited_word_length')
    .max(PROHIBITED_WORD_MAX_LENGTH, 'prohibited_word_length'),
});
export type ProhibitedWordBody = z.infer<typeof prohibitedWordBody>;

/** `PUT /admin/staff/{id}` (admin only): give a role, or `null` to take it back. */
export const staffRoleBody = z.object({ role: staffRole.nullable() });

// What the console reads (the answers of `/admin/*`).

/** A person as staff see them in the console. */
export const staffViewOfUser = z.object({
  id: z.number().int(),
  name: z.string(),
  user_name: z.string(),
  created_at: z.string(),
  suspended_until: z.string().nullable(),
  banned: z.boolean(),
});
export type StaffViewOfUser = z.infer<typeof staffViewOfUser>;

/** The ad as buyers saw it when it was reported (or as it is now, for a held ad). */
export const adEvidence = z.object({
  kind: z.literal('ad'),
  title: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  price: z.number(),
  pictures: z.array(z.string()),
});
export const userEvidence = z.object({
  kind: z.literal('user'),
  name: z.string(),
  user_name: z.string(),
  bio: z.string().nullable(),
  avatar: z.string().nullable(),
});
export const conversationEvidence = z.object({
  kind: z.literal('conversation'),
  messages: z.array(
    z.object({
      id: z.number().int(),
      sender_id: z.number().int().nullable(),
      body: z.string(),
      picture: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export const reportEvidence = z.discriminatedUnion('kind', [
  adEvidence,
  userEvidence,
  conversationEvidence,
]);
export type ReportEvidence = z.infer<typeof reportEvidence>;

/** One report of a queue entry: who, why, and their note. */
export const reportEntry = z.object({
  id: z.number().int(),
  reporter: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reason: reportReason,
  note: z.string(),
  state: z.enum(REPORT_STATES),
  created_at: z.string(),
});

/** `GET /admin/queue?kind=reports`: the reports of one target, grouped. */
export const reportedTarget = z.object({
  target: z.enum(REPORT_TARGETS),
  target_id: z.number().int(),
  /** The ad's seller, the user, or the other person of the conversation. */
  subject: staffViewOfUser.nullable(),
  /** The ad's status now (`active`, `hidden`, …); null for a user or a conversation. */
  ad_status: z.enum(AD_STATUSES).nullable(),
  reports_count: z.number().int(),
  reasons: z.array(z.object({ reason: reportReason, count: z.number().int() })),
  first_reported_at: z.string(),
  reports: z.array(reportEntry),
  /** The latest report's copy of what buyers saw. */
  evidence: reportEvidence,
});
export type ReportedTarget = z.infer<typeof reportedTarget>;

/** `GET /admin/queue?kind=held`: an ad waiting for a moderator before it goes live. */
export const heldAd = z.object({
  ad_id: z.number().int(),
  hold_reason: z.enum(HOLD_REASONS),
  held_at: z.string(),
  /** The reason of the ad's latest rejection, when it was rejected before (a resubmission). */
  rejected_for: z.string().nullable(),
  seller: staffViewOfUser,
  evidence: adEvidence,
});
export type HeldAd = z.infer<typeof heldAd>;

/** `GET /admin/dashboard`. */
export const moderationDashboard = z.object({
  open_reports: z.number().int(),
  held_ads: z.number().int(),
  /** Median hours from a report to its decision over the last 30 days; null without one. */
  median_hours_to_decision: z.number().nullable(),
  new_accounts_today: z.number().int(),
  new_ads_today: z.number().int(),
});
export type ModerationDashboard = z.infer<typeof moderationDashboard>;

/** One row of the audit log. */
export const auditEntry = z.object({
  id: z.number().int(),
  /** Null for an automatic decision; `id` is null for the command line (`npm run admin:grant`). */
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  action: z.string(),
  target: z.string(),
  target_id: z.number().int().nullable(),
  reason: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** What a user is told at their next visit (`GET /me/notices`). */
export const NOTICE_KINDS = [
  'warning',
  'ad_approved',
  'ad_rejected',
  'ad_hidden',
  'ad_restored',
  'ad_deleted',
] as const;
export const userNotice = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  ad: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  reason: z.string(),
  created_at: z.string(),
});
export type UserNotice = z.infer<typeof userNotice>;

// What the console's actions answer (`/admin/*`), and the rest of its reads.

/** `POST /admin/reports/{target}/{id}/dismiss`: how many reports closed, and the ad's status now. */
export const dismissResult = z.object({
  dismissed: z.number().int(),
  ad_status: z.enum(AD_STATUSES).nullable(),
});
export type DismissResult = z.infer<typeof dismissResult>;

/** `POST /admin/ads/{id}/actions`: the ad's status after the action. */
export const adActionResult = z.object({ ad_id: z.number().int(), status: z.enum(AD_STATUSES) });
export type AdActionResult = z.infer<typeof adActionResult>;

/** `GET /admin/users/{id}`: a person, their ads by status and the reports about them. */
export const staffUserDetail = z.object({
  user: staffViewOfUser,
  staff_role: staffRole.nullable(),
  phone_verified: z.boolean(),
  ads_by_status: z.array(z.object({ status: z.enum(AD_STATUSES), count: z.number().int() })),
  open_reports: z.number().int(),
  /** The latest reports about them (their ads, their profile, their conversations), newest first. */
  reports: z.array(
    reportEntry.extend({ target: z.enum(REPORT_TARGETS), target_id: z.number().int() }),
  ),
});
export type StaffUserDetail = z.infer<typeof staffUserDetail>;

/** `PUT /admin/staff/{id}`: the person's role now. */
export const staffRoleResult = z.object({
  id: z.number().int(),
  user_name: z.string(),
  staff_role: staffRole.nullable(),
});
export type StaffRoleResult = z.infer<typeof staffRoleResult>;

/** One word or phrase of `GET /admin/prohibited-words`, as typed and as matched (folded). */
export const prohibitedWord = z.object({
  id: z.number().int(),
  word: z.string(),
  folded: z.string(),
  created_at: z.string(),
});
export type ProhibitedWord = z.infer<typeof prohibitedWord>;
