import { DEFAULT_VERTICAL } from '../verticals';
import { idParamsSchema } from '../ids';
import { localeCodeSchema } from '../vertical-schemas';
import { z } from 'zod';
import { COMMUNITY_VERTICALS, COMMUNITY_LIMITS, COMMUNITY_PAGE_MAX } from './community-constants';

export const communityVerticalSchema = z.enum(COMMUNITY_VERTICALS, {
  error: 'Please choose trucks, buses, three-wheelers or tractors',
});
export type CommunityVertical = z.infer<typeof communityVerticalSchema>;

const { titleMin, titleMax, detailsMax, answerMin, answerMax } = COMMUNITY_LIMITS;

export const askQuestionRequestSchema = z.object({
  vertical: communityVerticalSchema,
  title: z
    .string({ error: 'Please write your question' })
    .trim()
    .min(titleMin, `Question should be at least ${titleMin} characters`)
    .max(titleMax, `Question should not be more than ${titleMax} characters`),
  details: z
    .string()
    .trim()
    .max(detailsMax, `Details should not be more than ${detailsMax} characters`)
    .default(''),
  /** The language of the page it was asked on: the question is listed on that language's page. */
  locale: localeCodeSchema.optional(),
});
export type AskQuestionRequest = z.input<typeof askQuestionRequestSchema>;

export const answerRequestSchema = z.object({
  body: z
    .string({ error: 'Please write your answer' })
    .trim()
    .min(answerMin, `Answer should be at least ${answerMin} characters`)
    .max(answerMax, `Answer should not be more than ${answerMax} characters`),
});
export type AnswerRequest = z.input<typeof answerRequestSchema>;

export const questionIdParamsSchema = idParamsSchema;

export const communityAnswerSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  authorName: z.string(),
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type CommunityAnswer = z.infer<typeof communityAnswerSchema>;

/** A question with its answers, oldest answer first. Texts are plain text. */
export const communityQuestionSchema = z.object({
  id: z.number().int(),
  vertical: z.enum(COMMUNITY_VERTICALS),
  title: z.string(),
  details: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  answers: z.array(communityAnswerSchema),
  /** True for the signed-in reader's own questions (they may edit or delete them). */
  mine: z.boolean().optional(),
});
export type CommunityQuestion = z.infer<typeof communityQuestionSchema>;

export const questionListQuerySchema = z.object({
  vertical: communityVerticalSchema.default(DEFAULT_VERTICAL),
  /** The page's language: its questions, and those asked before languages were recorded. All when left out. */
  locale: localeCodeSchema.optional(),
  _start: z.coerce.number().int().min(0).default(0),
  _limit: z.coerce.number().int().min(1).max(COMMUNITY_PAGE_MAX).default(20),
});
export type QuestionListQuery = z.input<typeof questionListQuerySchema>;

/** Newest question first. */
export const questionListResponseSchema = z.object({
  questions: z.array(communityQuestionSchema),
  total: z.number().int().min(0),
});
export type QuestionListResponse = z.infer<typeof questionListResponseSchema>;

export const questionPostedResponseSchema = z.object({
  message: z.string(),
  /** True when the automatic check held it for an editor: it is not public yet. */
  held: z.boolean().optional(),
  question: communityQuestionSchema,
});
export type QuestionPostedResponse = z.infer<typeof questionPostedResponseSchema>;

export const answerPostedResponseSchema = z.object({
  message: z.string(),
  held: z.boolean().optional(),
  answer: communityAnswerSchema,
});

/** PATCH community/questions/:id: the asker changes their question's title or details. */
export const editQuestionRequestSchema = askQuestionRequestSchema
  .pick({ title: true, details: true })
  .partial();
export type EditQuestionRequest = z.input<typeof editQuestionRequestSchema>;

export const questionDeletedResponseSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
export type QuestionDeletedResponse = z.infer<typeof questionDeletedResponseSchema>;
export type AnswerPostedResponse = z.infer<typeof answerPostedResponseSchema>;

export const COMMUNITY_MESSAGES = {
  questionPosted: 'Your question has been posted',
  answerPosted: 'Your answer has been posted',
  questionNotFound: 'Question not found',
  questionUpdated: 'Your question has been updated',
  notYourQuestion: 'You can only change your own question',
} as const;
