// Typed mirror of supabase/migrations for the query layer. The SQL migrations are the
// source of truth (RLS, triggers, grants live there); tests/db checks the two agree.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  inet,
  integer,
  jsonb,
  numeric,
  pgSchema,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { INVOICE_KINDS, PAYMENT_METHODS } from '@/lib/billing/rules';
import { APPROVAL_KINDS, APPROVAL_STATES } from '@/lib/approvals/states';
import { TICKET_STATUSES } from '@/lib/support/status';
import { TICKET_PRIORITIES } from '@/lib/support/priority';
import { KNOWN_ROLES } from '@/lib/auth/roles';
import { ACCOUNT_TOKEN_PURPOSES } from '@/lib/auth/account-token-purposes';
import { INVITATION_STATUSES } from '@/lib/invitations/status';
import { KANBAN_STAGES } from '@/lib/projects/stages';
import type { DrawnSignature } from '@/lib/proposals/drawn-signature';
import { CUSTOM_FIELD_ENTITIES, CUSTOM_FIELD_TYPES } from '@/lib/custom-fields/kinds';
import { INQUIRY_STATUSES } from '@/lib/inquiries/status';
import { INQUIRY_SOURCES } from '@/lib/inquiries/sources';
import { BOOKING_STATUSES } from '@/lib/bookings/status';
import type { WeeklyHours } from '@/lib/bookings/weekly-hours';
import { COMPANY_ROLES } from '@/lib/companies/roles';
import { TASK_STATUSES } from '@/lib/tasks/status';
import { MAIL_STATUSES } from '@/lib/mail/status';
import { SECURITY_EVENT_TYPES } from '@/lib/security/event-types';
import { PROPOSAL_DECISIONS } from '@/lib/proposals/status';
import { TEMPLATE_KINDS } from '@/lib/proposals/templates';
import {
  AUTOPAY_CHARGE_STATUSES,
  AUTOPAY_CHARGE_TIMINGS,
  AUTOPAY_SCOPES,
  SAVED_METHOD_KINDS,
} from '@/lib/billing/autopay/lists';
import type { BudgetRange, ProjectType, Timeline } from '@/content/contact';
import type { Theme } from '@/lib/theme/themes';
import { LATE_FEE_KINDS } from '@/lib/billing/reminders/late-fee-kinds';

// The app's schema (supabase/migrations/20261123235000_app_schema.sql): never exposed by the
// Data API, unlike `public`.
const app = pgSchema('app');

// Every enum's values come from the one list in its domain module; tests/db/domain-lists.test.ts
// checks the migrated database enums and check constraints against the same lists.
export const userRole = app.enum('user_role', KNOWN_ROLES);
export const invitationStatus = app.enum('invitation_status', INVITATION_STATUSES);
export const kanbanStage = app.enum('kanban_stage', KANBAN_STAGES);
export const customFieldEntity = app.enum('custom_field_entity', CUSTOM_FIELD_ENTITIES);
export const customFieldType = app.enum('custom_field_type', CUSTOM_FIELD_TYPES);
export const inquiryStatus = app.enum('inquiry_status', INQUIRY_STATUSES);
export const inquirySource = app.enum('inquiry_source', INQUIRY_SOURCES);
export const companyRole = app.enum('company_role', COMPANY_ROLES);
export const taskStatus = app.enum('task_status', TASK_STATUSES);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

const auth = pgSchema('auth');

export const authUsers = auth.table('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email'),
  encryptedPassword: text('encrypted_password'),
  rawUserMetaData: jsonb('raw_user_meta_data').$type<Record<string, unknown>>(),
  rawAppMetaData: jsonb('raw_app_meta_data').$type<Record<string, unknown>>(),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  invitedAt: timestamp('invited_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  ...timestamps,
});

export const authSessions = auth.table('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  notAfter: timestamp('not_after', { withTimezone: true }),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
  userAgent: text('user_agent'),
  ip: inet('ip'),
  ...timestamps,
});

export type CustomFieldValues = Record<string, string | number | boolean | null>;

export const profiles = app.table('profiles', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().default(''),
  fullName: text('full_name'),
  companyName: text('company_name'),
  phone: text('phone'),
  website: text('website'),
  address: text('address'),
  billingEmail: text('billing_email'),
  billingContactName: text('billing_contact_name'),
  billingContactEmail: text('billing_contact_email'),
  technicalContactName: text('technical_contact_name'),
  technicalContactEmail: text('technical_contact_email'),
  // text, not the enum: a role the database knows but this build does not must still load,
  // so the screen can say 'Unknown user role'.
  role: text('role').notNull().default('client'),
  customFields: jsonb('custom_fields').$type<CustomFieldValues>().notNull().default({}),
  invitationStatus: invitationStatus('invitation_status').notNull().default('pending'),
  invitationSentAt: timestamp('invitation_sent_at', { withTimezone: true }),
  ...timestamps,
  // Offboarding. A deactivated account cannot sign in; its data stays.
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
  deactivatedBy: uuid('deactivated_by'),
  // The colour theme chosen in the portal (lib/theme/themes.ts); null: the browser's choice.
  theme: text('theme').$type<Theme>(),
  // Erased on request (lib/erasure): anonymised, deactivated for good, kept for the records that name it.
  erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
});

// Client companies and the people in them (migration 20261128020000; roles:
// lib/companies/roles.ts). A person is in at most one company.
export const clientOrganizations = app.table('client_organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  address: text('address'),
  website: text('website'),
  billingEmail: text('billing_email'),
  billingDetails: text('billing_details'),
  customFields: jsonb('custom_fields').$type<CustomFieldValues>().notNull().default({}),
  ...timestamps,
});

export const organizationMembers = app.table('organization_members', {
  organizationId: uuid('organization_id').notNull(),
  profileId: uuid('profile_id').notNull(),
  companyRole: companyRole('company_role').notNull().default('member'),
  /** Sees only the projects listed in organization_member_projects. */
  restricted: boolean('restricted').notNull().default(false),
  createdAt: timestamps.createdAt,
});

export const organizationMemberProjects = app.table('organization_member_projects', {
  organizationId: uuid('organization_id').notNull(),
  profileId: uuid('profile_id').notNull(),
  projectId: uuid('project_id').notNull(),
});

export const projects = app.table('projects', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description'),
  /** The company's contact person on the project (a member of organizationId). */
  clientId: uuid('client_id').notNull(),
  /** The client company; the database sets it from clientId when an insert leaves it out. */
  organizationId: uuid('organization_id')
    .notNull()
    .$defaultFn(() => sql`default`),
  kanbanStage: kanbanStage('kanban_stage').notNull().default('discovery_audit'),
  projectValue: numeric('project_value', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  monthlyFee: numeric('monthly_fee', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  progressPercentage: integer('progress_percentage').notNull().default(0),
  startDate: date('start_date'),
  endDate: date('end_date'),
  customFields: jsonb('custom_fields').$type<CustomFieldValues>().notNull().default({}),
  ...timestamps,
});

export const softwareAudits = app.table('software_audits', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id').notNull(),
  fileName: text('file_name'),
  uploadedBy: uuid('uploaded_by'),
  createdAt: timestamps.createdAt,
});

export const softwareAuditItems = app.table('software_audit_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  auditId: uuid('audit_id').notNull(),
  softwareName: text('software_name').notNull(),
  monthlyCost: numeric('monthly_cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  annualCost: numeric('annual_cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  category: text('category'),
  position: integer('position').notNull().default(0),
  createdAt: timestamps.createdAt,
});

export const customFieldDefinitions = app.table('custom_field_definitions', {
  id: uuid('id').primaryKey().defaultRandom(),
  entityType: customFieldEntity('entity_type').notNull(),
  fieldName: text('field_name').notNull(),
  fieldType: customFieldType('field_type').notNull(),
  isRequired: boolean('is_required').notNull().default(false),
  fieldOptions: jsonb('field_options').$type<string[] | null>(),
  displayOrder: integer('display_order').notNull().default(0),
  createdAt: timestamps.createdAt,
});

export const activityLog = app.table('activity_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id'),
  action: text('action').notNull(),
  resourceType: text('resource_type'),
  resourceId: uuid('resource_id'),
  details: jsonb('details'),
  ip: inet('ip'),
  createdAt: timestamps.createdAt,
});

export const securityEvents = app.table('security_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  eventType: text('event_type', { enum: SECURITY_EVENT_TYPES }).notNull(),
  ip: inet('ip'),
  details: jsonb('details'),
  createdAt: timestamps.createdAt,
});

export const contactInquiries = app.table('contact_inquiries', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  phone: text('phone'),
  projectType: text('project_type').$type<ProjectType>().notNull(),
  budget: text('budget').$type<BudgetRange>().notNull(),
  timeline: text('timeline').$type<Timeline>().notNull(),
  description: text('description').notNull(),
  status: inquiryStatus('status').notNull().default('new'),
  source: inquirySource('source').notNull().default('quote_form'),
  ip: inet('ip'),
  ...timestamps,
});

// The firm's booking rules and weekly hours: one row (id is always true).
export const bookingSettings = app.table('booking_settings', {
  id: boolean('id').primaryKey().default(true),
  timeZone: text('time_zone').notNull(),
  meetingMinutes: integer('meeting_minutes').notNull(),
  bufferMinutes: integer('buffer_minutes').notNull(),
  noticeHours: integer('notice_hours').notNull(),
  daysAhead: integer('days_ahead').notNull(),
  weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
  updatedAt: timestamps.updatedAt,
});

// Calls booked from the public site; confirmed ones never overlap (an exclusion constraint).
export const callBookings = app.table('call_bookings', {
  id: uuid('id').primaryKey(),
  inquiryId: uuid('inquiry_id').references(() => contactInquiries.id, { onDelete: 'set null' }),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  visitorTimeZone: text('visitor_time_zone').notNull(),
  status: text('status', { enum: BOOKING_STATUSES }).notNull().default('confirmed'),
  manageTokenHash: text('manage_token_hash').notNull(),
  ip: inet('ip'),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

export type Profile = typeof profiles.$inferSelect;
export type Project = typeof projects.$inferSelect;

// Invitation links of the local auth adapter (only the token's SHA-256 is stored).
export const inviteTokens = app.table('invite_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamps.createdAt,
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
});

export type CustomFieldDefinition = typeof customFieldDefinitions.$inferSelect;

// Support tickets and the files shared on projects.
export const supportTicketPriority = app.enum('support_ticket_priority', TICKET_PRIORITIES);
export const supportTicketStatus = app.enum('support_ticket_status', TICKET_STATUSES);

export const supportTickets = app.table('support_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The person who opened it. */
  clientId: uuid('client_id').notNull(),
  /** Set by the database: the opener's company. */
  organizationId: uuid('organization_id')
    .notNull()
    .$defaultFn(() => sql`default`),
  projectId: uuid('project_id'),
  subject: text('subject').notNull(),
  description: text('description').notNull(),
  priority: supportTicketPriority('priority').notNull().default('medium'),
  status: supportTicketStatus('status').notNull().default('open'),
  resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  resolvedBy: uuid('resolved_by'),
  ...timestamps,
});

export const projectFiles = app.table('project_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id').notNull(),
  storageKey: text('storage_key').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  uploadedBy: uuid('uploaded_by'),
  createdAt: timestamps.createdAt,
});

// The one mail queue, one-time account links, two-factor, settings.
export const mailQueue = app.table('mail_queue', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: timestamps.createdAt,
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  // A notification mail's HTML part and extra headers (List-Unsubscribe).
  html: text('html'),
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
  // A notification mail collecting a thread's messages for one person (lib/mail/batch.ts).
  batchKey: text('batch_key'),
  batchUntil: timestamp('batch_until', { withTimezone: true, mode: 'date' }),
  batchItems: jsonb('batch_items').$type<unknown[]>(),
  // A calendar invitation (RFC 5545 text) sent as invite.ics: a booked call's mails.
  calendar: text('calendar'),
});

// Per-person write rates: one token bucket per person and kind (lib/security/write-limits.ts).
export const writeAllowances = app.table('write_allowances', {
  userId: uuid('user_id').notNull(),
  kind: text('kind').notNull(),
  tokens: doublePrecision('tokens').notNull(),
  refilledAt: timestamp('refilled_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const accountTokens = app.table('account_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
  tokenHash: text('token_hash').notNull(),
  newEmail: text('new_email'),
  createdBy: uuid('created_by'),
  createdAt: timestamps.createdAt,
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
});

export const mfaFactors = app.table('mfa_factors', {
  userId: uuid('user_id').primaryKey(),
  secretCiphertext: text('secret_ciphertext').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamps.createdAt,
});

export const mfaRecoveryCodes = app.table('mfa_recovery_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  codeHash: text('code_hash').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamps.createdAt,
});

export const appSettings = app.table('app_settings', {
  id: boolean('id').primaryKey().default(true),
  requireAdminMfa: boolean('require_admin_mfa').notNull().default(false),
  /** Whether the team is offered a countersignature on an accepted proposal. */
  proposalCountersignOffered: boolean('proposal_countersign_offered').notNull().default(false),
  /** Contract Signed waits for the team's countersignature (migration 20261128100500). */
  proposalCountersignRequired: boolean('proposal_countersign_required').notNull().default(false),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamps.updatedAt,
});

/** Idempotency keys of create actions (lib/idempotency, migration 20261123002200). */
export const idempotencyKeys = app.table('idempotency_keys', {
  key: uuid('key').primaryKey(),
  actor: uuid('actor'),
  scope: text('scope').notNull(),
  result: jsonb('result').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Invoices and the payments that settle them (the rules: lib/billing/rules.ts).
export const invoiceKind = app.enum('invoice_kind', INVOICE_KINDS);
export const paymentMethod = app.enum('payment_method', PAYMENT_METHODS);

export const invoices = app.table('invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Assigned by the database when the invoice is inserted (INV-yyyy-nnnn). */
  number: text('number').notNull(),
  projectId: uuid('project_id').notNull(),
  /** Set by the database from the project. */
  clientId: uuid('client_id').notNull(),
  /** Set by the database from the project. */
  organizationId: uuid('organization_id')
    .notNull()
    .$defaultFn(() => sql`default`),
  kind: invoiceKind('kind').notNull(),
  periodStart: date('period_start'),
  description: text('description').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  issueDate: date('issue_date').notNull(),
  dueDate: date('due_date').notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamps.createdAt,
  /** A late fee's invoice: the overdue invoice it is for (one each). */
  lateFeeFor: uuid('late_fee_for'),
});

export const invoicePayments = app.table('invoice_payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  invoiceId: uuid('invoice_id').notNull(),
  paidOn: date('paid_on').notNull(),
  method: paymentMethod('method').notNull(),
  note: text('note'),
  stripeSessionId: text('stripe_session_id'),
  recordedBy: uuid('recorded_by'),
  createdAt: timestamps.createdAt,
});

// Approvals the team asks of a project's client (states: lib/approvals/states.ts).
export const approvals = app.table('approvals', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id').notNull(),
  kind: text('kind', { enum: APPROVAL_KINDS }).notNull(),
  fileId: uuid('file_id'),
  title: text('title').notNull(),
  note: text('note'),
  status: text('status', { enum: APPROVAL_STATES }).notNull().default('pending'),
  requestedBy: uuid('requested_by'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  decidedBy: uuid('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decisionComment: text('decision_comment'),
});

/** A figure of a case study, taken from the project's audit and ROI when drafted. */
export type CaseStudyFigure = { label: string; value: string };

// Case studies and testimonials, published with the client's consent (migration 20261128120000).
const showcaseConsent = {
  approvalId: uuid('approval_id'),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
  consentWithdrawnAt: timestamp('consent_withdrawn_at', { withTimezone: true, mode: 'date' }),
  createdBy: uuid('created_by'),
  createdAt: timestamps.createdAt,
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const caseStudies = app.table('case_studies', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id').notNull(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  problem: text('problem').notNull(),
  approach: text('approach').notNull(),
  results: text('results').notNull(),
  figures: jsonb('figures').$type<CaseStudyFigure[]>().notNull().default([]),
  serviceAnchor: text('service_anchor'),
  clientNamed: boolean('client_named').notNull().default(false),
  clientLabel: text('client_label').notNull(),
  ...showcaseConsent,
});

export const testimonials = app.table('testimonials', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id').notNull(),
  quote: text('quote').notNull(),
  personName: text('person_name').notNull(),
  personRole: text('person_role').notNull(),
  serviceAnchor: text('service_anchor'),
  ...showcaseConsent,
});

// Notifications (migration 20261123200000; the categories: lib/notifications/categories.ts).
export const notifications = app.table('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  category: text('category').notNull(),
  actorId: uuid('actor_id'),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link').notNull(),
  createdAt: timestamps.createdAt,
  readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
});

export const notificationPreferences = app.table('notification_preferences', {
  userId: uuid('user_id').notNull(),
  category: text('category').notNull(),
  inApp: boolean('in_app').notNull(),
  email: boolean('email').notNull(),
  updatedAt: timestamps.updatedAt,
});

export const invoiceOverdueNotices = app.table('invoice_overdue_notices', {
  invoiceId: uuid('invoice_id').primaryKey(),
  notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// Payment reminders, the late fee and receipts (migration 20261128080100; lib/billing/reminders).
export const lateFeeKind = app.enum('late_fee_kind', LATE_FEE_KINDS);

/** The firm's reminder schedule and late fee: one row (id is always true). */
export const billingReminderSettings = app.table('billing_reminder_settings', {
  id: boolean('id').primaryKey().default(true),
  /** Days from the due date: negative before, 0 on the day, positive overdue. */
  offsets: integer('offsets').array().notNull(),
  lateFeeKind: lateFeeKind('late_fee_kind').notNull(),
  lateFeeBasisPoints: integer('late_fee_basis_points').notNull(),
  lateFeeCents: bigint('late_fee_cents', { mode: 'number' }).notNull(),
  lateFeeAfterDays: integer('late_fee_after_days').notNull(),
  updatedAt: timestamps.updatedAt,
});

/** One row per reminder step sent per invoice: claimed before it is sent, so never twice. */
export const invoiceReminders = app.table('invoice_reminders', {
  invoiceId: uuid('invoice_id').notNull(),
  offsetDays: integer('offset_days').notNull(),
  sentOn: date('sent_on').notNull(),
  lateFeeCents: bigint('late_fee_cents', { mode: 'number' }),
  lateFeeOn: date('late_fee_on'),
  createdAt: timestamps.createdAt,
});

/** One receipt per payment, whoever recorded it. */
export const paymentReceipts = app.table('payment_receipts', {
  paymentId: uuid('payment_id').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// Project conversations (with attachments and read markers) and ticket replies.
export const projectMessages = app.table('project_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id').notNull(),
  authorId: uuid('author_id'),
  body: text('body').notNull(),
  createdAt: timestamps.createdAt,
});

export const projectMessageAttachments = app.table('project_message_attachments', {
  id: uuid('id').primaryKey().defaultRandom(),
  messageId: uuid('message_id').notNull(),
  storageKey: text('storage_key').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  createdAt: timestamps.createdAt,
});

export const projectMessageReads = app.table('project_message_reads', {
  userId: uuid('user_id').notNull(),
  projectId: uuid('project_id').notNull(),
  lastReadAt: timestamp('last_read_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const supportTicketReplies = app.table('support_ticket_replies', {
  id: uuid('id').primaryKey().defaultRandom(),
  ticketId: uuid('ticket_id').notNull(),
  authorId: uuid('author_id'),
  body: text('body').notNull(),
  createdAt: timestamps.createdAt,
});

// From inquiry to signed contract (migration 20261128030000; the lists: lib/proposals/).
export const inquiryConversions = app.table('inquiry_conversions', {
  inquiryId: uuid('inquiry_id').primaryKey(),
  clientId: uuid('client_id').notNull(),
  projectId: uuid('project_id').notNull(),
  clientCreated: boolean('client_created').notNull(),
  convertedBy: uuid('converted_by'),
  convertedAt: timestamp('converted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const proposalTemplates = app.table('proposal_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: TEMPLATE_KINDS }).notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamps.createdAt,
});

export const proposals = app.table('proposals', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id').notNull(),
  draft: jsonb('draft').$type<Record<string, unknown>>().notNull().default({}),
  createdBy: uuid('created_by'),
  ...timestamps,
});

export const proposalVersions = app.table('proposal_versions', {
  id: uuid('id').primaryKey().defaultRandom(),
  proposalId: uuid('proposal_id').notNull(),
  projectId: uuid('project_id').notNull(),
  /** Numbered by the database (1, 2, …). */
  version: integer('version').notNull(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  sentBy: uuid('sent_by'),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const proposalDecisions = app.table('proposal_decisions', {
  id: uuid('id').primaryKey().defaultRandom(),
  versionId: uuid('version_id').notNull(),
  /** Set by the database from the version. */
  proposalId: uuid('proposal_id').notNull(),
  projectId: uuid('project_id').notNull(),
  decision: text('decision', { enum: PROPOSAL_DECISIONS }).notNull(),
  optionIndex: integer('option_index'),
  reason: text('reason'),
  /** Stamped by the database: the profile that decided. */
  decidedBy: uuid('decided_by').notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  signerName: text('signer_name'),
  consent: boolean('consent').notNull().default(false),
  ip: inet('ip'),
  userAgent: text('user_agent'),
  documentSha256: text('document_sha256'),
  signedPdfKey: uuid('signed_pdf_key'),
  /** The optional drawn signature (migration 20261128100200). */
  drawnSignature: jsonb('drawn_signature').$type<DrawnSignature>(),
});

/** The team's optional countersignature on an acceptance (migration 20261128031000). */
export const proposalCountersignatures = app.table('proposal_countersignatures', {
  id: uuid('id').primaryKey().defaultRandom(),
  decisionId: uuid('decision_id').notNull(),
  /** Set by the database from the decision. */
  projectId: uuid('project_id').notNull(),
  /** Stamped by the database: the admin who countersigned. */
  countersignedBy: uuid('countersigned_by').notNull(),
  countersignedAt: timestamp('countersigned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  signerName: text('signer_name').notNull(),
  consent: boolean('consent').notNull(),
  ip: inet('ip'),
  userAgent: text('user_agent'),
  drawnSignature: jsonb('drawn_signature').$type<DrawnSignature>(),
});

// Autopay (migration 20261128070000; lists in lib/billing/autopay/lists.ts).
export const stripeCustomers = app.table('stripe_customers', {
  organizationId: uuid('organization_id').primaryKey(),
  stripeCustomerId: text('stripe_customer_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Only Stripe's ids and what is printed on the card: never card data. */
export const savedPaymentMethods = app.table('saved_payment_methods', {
  organizationId: uuid('organization_id').primaryKey(),
  stripePaymentMethodId: text('stripe_payment_method_id').notNull(),
  stripeSetupIntentId: text('stripe_setup_intent_id').notNull(),
  kind: text('kind', { enum: SAVED_METHOD_KINDS }).notNull(),
  brand: text('brand'),
  last4: text('last4'),
  expMonth: smallint('exp_month'),
  expYear: smallint('exp_year'),
  savedBy: uuid('saved_by'),
  savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Append-only: the latest row per company and scope is the setting. */
export const autopayConsents = app.table('autopay_consents', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id').notNull(),
  scope: text('scope', { enum: AUTOPAY_SCOPES }).notNull(),
  enabled: boolean('enabled').notNull(),
  consentText: text('consent_text'),
  /** Stamped by the database from the session. */
  profileId: uuid('profile_id'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const autopaySettings = app.table('autopay_settings', {
  id: boolean('id').primaryKey().default(true),
  chargeOn: text('charge_on', { enum: AUTOPAY_CHARGE_TIMINGS }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const autopayCharges = app.table('autopay_charges', {
  id: uuid('id').primaryKey().defaultRandom(),
  invoiceId: uuid('invoice_id').notNull(),
  organizationId: uuid('organization_id').notNull(),
  attempt: smallint('attempt').notNull(),
  status: text('status', { enum: AUTOPAY_CHARGE_STATUSES }).notNull().default('scheduled'),
  scheduledOn: date('scheduled_on').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  stripePaymentIntentId: text('stripe_payment_intent_id'),
  failureMessage: text('failure_message'),
  claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const stripeEvents = app.table('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// A project's plan (migration 20261128090000): milestones holding tasks. The task counts on a
// milestone are the client-visible tasks, kept by the database.
export const projectMilestones = app.table('project_milestones', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id').notNull(),
  title: text('title').notNull(),
  dueDate: date('due_date'),
  position: integer('position').notNull().default(0),
  invoiceId: uuid('invoice_id'),
  approvalId: uuid('approval_id'),
  taskCount: integer('task_count').notNull().default(0),
  doneCount: integer('done_count').notNull().default(0),
  reachedAt: timestamp('reached_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

export const projectTasks = app.table('project_tasks', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id').notNull(),
  milestoneId: uuid('milestone_id').notNull(),
  title: text('title').notNull(),
  description: text('description'),
  status: taskStatus('status').notNull().default('todo'),
  clientVisible: boolean('client_visible').notNull().default(true),
  assigneeStaffId: uuid('assignee_staff_id'),
  assigneeClientId: uuid('assignee_client_id'),
  dueDate: date('due_date'),
  position: integer('position').notNull().default(0),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  completedBy: uuid('completed_by'),
  completionNote: text('completion_note'),
  ...timestamps,
});

// What the scheduled run has told of a task's deadline (lib/tasks/reminders.ts).
export const taskNotices = app.table('task_notices', {
  taskId: uuid('task_id').notNull(),
  kind: text('kind').notNull(),
  dueDate: date('due_date').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// The day the scheduled reminder run last looked (one row): only tasks that fell overdue since
// then are announced (lib/tasks/reminders.ts, decision 0067).
export const taskReminderWatch = app.table('task_reminder_watch', {
  id: boolean('id').primaryKey().default(true),
  lastRunOn: date('last_run_on').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
