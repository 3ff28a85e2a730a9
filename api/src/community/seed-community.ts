import type { Db } from '../db/database';
import { communityAnswers, communityQuestions } from '../db/schema-community';
import { COMMUNITY_SEEDS } from './community-seeds';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A handful of realistic questions and answers, so the community is not empty on a new site. */
export async function seedCommunity(tx: Tx): Promise<void> {
  for (const { answers, at, ...question } of COMMUNITY_SEEDS) {
    const [row] = await tx
      .insert(communityQuestions)
      .values({ ...question, createdAt: new Date(at) })
      .returning({ id: communityQuestions.id });
    if (answers.length === 0) continue;
    await tx.insert(communityAnswers).values(
      answers.map((answer) => ({
        questionId: row.id,
        authorName: answer.authorName,
        body: answer.body,
        createdAt: new Date(answer.at),
      })),
    );
  }
}
