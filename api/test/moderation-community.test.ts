import {
  COMMUNITY_MESSAGES,
  MODERATION_MESSAGES,
  moderationListResponseSchema,
  questionListResponseSchema,
  questionPostedResponseSchema,
} from '@cvb/contracts';
import { call, signUp, useAccountsApi, type AccountsTestApi } from './accounts-helpers';
import { sessionWithRole } from './admin-helpers';
import { testDatabases } from './databases';
import { moderate, send } from './moderation-helpers';

async function busQuestions(api: AccountsTestApi, session?: string) {
  const response = await call(api, 'GET', '/api/community/questions?vertical=bus&_limit=50', undefined, {
    session,
  });
  return questionListResponseSchema.parse(response.json());
}

async function ask(api: AccountsTestApi, session: string, title: string, details = '') {
  const response = await call(
    api,
    'POST',
    '/api/community/questions',
    { vertical: 'bus', title, details },
    {
      session,
    },
  );
  expect(response.statusCode).toBe(201);
  return questionPostedResponseSchema.parse(response.json());
}

describe.each(testDatabases)('Moderation of the community on %s', (kind) => {
  const api = useAccountsApi(kind);

  it('an editor hides a question and an answer: they leave the list and the answer count; restore', async () => {
    const editor = await sessionWithRole(api, 'editor');
    const asker = await signUp(api, { name: 'Kavita Rao' });
    const { question } = await ask(api, asker.session, 'Which school bus body lasts longest in the rain?');
    const answered = await call(
      api,
      'POST',
      `/api/community/questions/${question.id}/answers`,
      { body: 'Aluminium bodies do not rust; ours is nine years old.' },
      { session: (await signUp(api)).session },
    );
    expect(answered.json()).toMatchObject({ held: false, message: COMMUNITY_MESSAGES.answerPosted });
    const answerId = answered.json().answer.id as number;
    const listed = () =>
      busQuestions(api).then((list) => list.questions.find((item) => item.id === question.id));
    expect((await listed())?.answers).toHaveLength(1);

    expect((await moderate(api, editor, 'answer', answerId, 'hide', 'Advertising')).statusCode).toBe(200);
    expect((await listed())?.answers).toHaveLength(0);
    const before = await busQuestions(api);
    expect((await moderate(api, editor, 'question', question.id, 'hide', 'Off topic')).statusCode).toBe(200);
    const after = await busQuestions(api);
    expect(after.total).toBe(before.total - 1);
    expect(await listed()).toBeUndefined();

    expect((await moderate(api, editor, 'question', question.id, 'restore')).statusCode).toBe(200);
    expect((await moderate(api, editor, 'answer', answerId, 'restore')).statusCode).toBe(200);
    expect((await listed())?.answers).toHaveLength(1);
  });

  it('holds a question with a link and an answer with a +91 number until an editor approves', async () => {
    const editor = await sessionWithRole(api, 'editor');
    const asker = await signUp(api);
    const held = await ask(api, asker.session, 'Best bus seat covers? See https://example.com/covers');
    expect(held).toMatchObject({ held: true, message: MODERATION_MESSAGES.held });
    expect((await busQuestions(api)).questions.map((item) => item.id)).not.toContain(held.question.id);
    const queue = moderationListResponseSchema.parse(
      (await call(api, 'GET', '/api/admin/moderation', undefined, { session: editor })).json(),
    );
    expect(
      queue.items.find((item) => item.kind === 'question' && item.id === held.question.id),
    ).toMatchObject({
      status: 'held',
      holdReason: 'link',
    });
    const answerToHeld = await call(
      api,
      'POST',
      `/api/community/questions/${held.question.id}/answers`,
      { body: 'Good ones' },
      { session: asker.session },
    );
    expect(answerToHeld.statusCode).toBe(404);
    expect((await moderate(api, editor, 'question', held.question.id, 'approve')).statusCode).toBe(200);
    expect((await busQuestions(api)).questions.map((item) => item.id)).toContain(held.question.id);

    const phone = await call(
      api,
      'POST',
      `/api/community/questions/${held.question.id}/answers`,
      { body: 'I sell them, ring +91 91234 56789' },
      { session: (await signUp(api)).session },
    );
    expect(phone.json()).toMatchObject({ held: true, message: MODERATION_MESSAGES.held });
    const listed = (await busQuestions(api)).questions.find((item) => item.id === held.question.id);
    expect(listed?.answers).toHaveLength(0);
  });

  it('the asker edits and deletes their own question; others get 403', async () => {
    const asker = await signUp(api);
    const other = await signUp(api);
    const { question } = await ask(api, asker.session, 'How often should a bus AC be serviced?');
    const mine = (await busQuestions(api, asker.session)).questions.find((item) => item.id === question.id);
    expect(mine?.mine).toBe(true);
    const theirs = (await busQuestions(api, other.session)).questions.find((item) => item.id === question.id);
    expect(theirs?.mine).toBe(false);

    const url = `/api/community/questions/${question.id}`;
    const title = 'How often should a sleeper bus AC be serviced?';
    const refused = await send(api, 'PATCH', url, { title }, other.session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COMMUNITY_MESSAGES.notYourQuestion);
    expect((await send(api, 'PATCH', url, { title: 'Short' }, asker.session)).statusCode).toBe(400);
    const edited = await send(api, 'PATCH', url, { title }, asker.session);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: COMMUNITY_MESSAGES.questionUpdated, question: { title } });
    expect((await busQuestions(api)).questions.find((item) => item.id === question.id)?.title).toBe(title);

    expect((await send(api, 'DELETE', url)).statusCode).toBe(401);
    expect((await send(api, 'DELETE', url, undefined, other.session)).statusCode).toBe(403);
    const deleted = await send(api, 'DELETE', url, undefined, asker.session);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: question.id, deleted: true });
    expect((await busQuestions(api)).questions.map((item) => item.id)).not.toContain(question.id);
    expect((await send(api, 'DELETE', url, undefined, asker.session)).statusCode).toBe(404);
  });
});
