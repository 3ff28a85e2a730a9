import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';
import { moderationColumns } from './moderation-columns';

export const communityVertical = pgEnum('community_vertical', ['truck', 'bus', 'three-wheeler', 'tractor']);

/** A question asked in the community (docs/domain.md#pages /community); seeded ones have no user. */
export const communityQuestions = pgTable(
  'community_questions',
  {
    id: serial('id').primaryKey(),
    vertical: communityVertical('vertical').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    title: text('title').notNull(),
    details: text('details').notNull().default(''),
    /** The language it was asked in; none for questions from before languages were recorded (every page shows them). */
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...moderationColumns(),
  },
  (t) => [
    index('community_questions_vertical_created_idx').on(t.vertical, t.createdAt),
    index('community_questions_vertical_locale_idx').on(t.vertical, t.locale, t.createdAt),
  ],
);

export const communityAnswers = pgTable(
  'community_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => communityQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...moderationColumns(),
  },
  (t) => [index('community_answers_question_idx').on(t.questionId)],
);
